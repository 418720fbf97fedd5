@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing
import TestSupport

/// Issue 21, precision: the false alarms left on real apps' files (an ICU argument name that starts
/// with a digit, a defect copied at another character, a percent sign before a word in a text that
/// takes no arguments, i18next `{{name}}` files beside MessageFormat's), each reproduced by a fixture
/// of our own, beside the real defects of the same shape that stay errors; and `excluded` paths that
/// are never read.
@Suite struct LintPrecisionTests {
    typealias Expected = LintExpectations.Expected
    static let engines = LintExpectations.engines
    static func describe(_ findings: [LintFinding]) -> String { LintExpectations.describe(findings) }
    static func expected(_ findings: [LintFinding]) -> [Expected] { LintExpectations.expected(findings) }

    // MARK: MessageFormat

    static let messageFormatExpected: Set<Expected> = [
        // `{Display Name}` does not parse; the three translations that copied it have it at other characters.
        Expected(language: "en", key: "broken", code: "invalid-format", severity: .error),
        // A `{{name}}` in a table of ICU messages is a syntax error of that translation.
        Expected(language: "de", key: "greet", code: "invalid-format", severity: .error),
        // Russian `one` is 1, 21, 31…: "1 текущих посетителей", "21 пользователям" are wrong in any case,
        // the dative as well (only few and many share its plural form).
        Expected(language: "ru", key: "visitors", code: "dropped-plural", severity: .error),
        Expected(language: "uk", key: "visitors", code: "dropped-plural", severity: .error),
        Expected(language: "ru", key: "notify", code: "dropped-plural", severity: .error),
        // Oblique cases (dative "людям", instrumental "połączeniami") have one plural form for few, many
        // and other: a warning; "5 файлов" for 2 ("2 файла") is still a wrong text.
        Expected(language: "ru", key: "notifyAll", code: "missing-category", severity: .warning),
        Expected(language: "uk", key: "notifyAll", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "connections", code: "missing-category", severity: .warning),
        Expected(language: "ru", key: "files", code: "missing-category", severity: .error),
        Expected(language: "uk", key: "files", code: "missing-category", severity: .error),
        Expected(language: "pl", key: "files", code: "missing-category", severity: .error),
        // A key repeated in a JSON file: nothing is lost when both say the same (ferdium's nb), a text lost when not.
        Expected(language: "de", key: "reminder", code: "duplicate-key", severity: .warning),
        Expected(language: "ru", key: "greet", code: "duplicate-key", severity: .error),
    ]

    @Test(arguments: [0, 1])
    func messageFormatFalseAlarmsAreGoneAndDefectsFoundOnce(engine: Int) {
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("MessageFormatLint/Lint2")]))
        LintExpectations.expectEachOnce(findings, Self.messageFormatExpected)
        // ICU reads `{9amTime}` as a name (only all digits make a number).
        #expect(!findings.contains { $0.key == "reminder" && $0.code != "duplicate-key" }, "\(Self.describe(findings))")
        #expect(findings.first { $0.key == "reminder" }?.message.contains("nothing is lost") == true)
        let broken = findings.first { $0.key == "broken" }
        #expect(broken?.message.contains("also in 3 translations that copied it: de, ru, uk") == true, "\(broken?.message ?? "none")")
    }

    /// Excalidraw's locales write placeholders as `{{name}}` (i18next): not hundreds of syntax errors,
    /// one warning that the folder is not ICU MessageFormat.
    @Test(arguments: [0, 1])
    func doubleBraceFilesAreSaidOnceNotAsSyntaxErrors(engine: Int) {
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("MessageFormatLint/DoubleBrace")]))
        #expect(Self.expected(findings) == [Expected(language: "en", key: "-", code: "not-messageformat", severity: .warning)], "\(Self.describe(findings))")
        #expect(findings.first?.message.contains("6 such messages in 3 languages") == true, "\(Self.describe(findings))")
    }

    /// Issue 21, the false alarms left after lint2 (mattermost's cs, pl, he and en), each beside a
    /// defect of the same shape that stays an error: the development language's own `=0`/`other`
    /// message without a plural noun ("+# more", against "with # others"); a number after a preposition that governs an oblique case ("do", "до"), against one
    /// that also governs the accusative ("na", "в"); Czech "lidem"; Polish words whose nominative and
    /// genitive plural coincide ("odpowiedzi", "dni"), against Czech "odpovědi" (5 odpovědi is wrong)
    /// and "dalších" (genitive of a soft adjective), Polish "nowe odpowiedzi" (the adjective has two
    /// forms: "5 nowe odpowiedzi" is wrong), Polish virile genitives ("2 uczestników": dwóch
    /// uczestników) against "2 załączników" (a thing: "2 załączniki"), Croatian "zapisa" (of "zapis":
    /// the same for 2 and 5) against "korisnici" (5 korisnika), Ukrainian "програм" (a genitive without ending,
    /// not a dative) and Polish "programy"; Hebrew `two` (a few nouns' dual) against Slovenian `two`.
    static let sharedFormsExpected: Set<Expected> = [
        Expected(language: "en", key: "raised", code: "missing-category", severity: .warning),
        Expected(language: "cs", key: "addTo", code: "missing-category", severity: .warning),
        Expected(language: "cs", key: "addToCount", code: "missing-category", severity: .warning),
        Expected(language: "cs", key: "notify", code: "missing-category", severity: .warning),
        Expected(language: "cs", key: "broadcast", code: "missing-category", severity: .warning),
        Expected(language: "cs", key: "guest", code: "missing-category", severity: .warning),
        Expected(language: "uk", key: "addTo", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "replies", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "days", code: "missing-category", severity: .warning),
        Expected(language: "he", key: "addTo", code: "missing-category", severity: .warning),
        Expected(language: "hr", key: "records", code: "missing-category", severity: .warning),
        Expected(language: "hr", key: "users", code: "missing-category", severity: .error),
        Expected(language: "pl", key: "participants", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "visitors", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "attachments", code: "missing-category", severity: .error),
        Expected(language: "en", key: "party", code: "missing-category", severity: .error),
        Expected(language: "cs", key: "dropOn", code: "missing-category", severity: .error),
        Expected(language: "cs", key: "replies", code: "missing-category", severity: .error),
        Expected(language: "cs", key: "more", code: "missing-category", severity: .error),
        Expected(language: "ru", key: "addTo", code: "missing-category", severity: .error),
        Expected(language: "ru", key: "days", code: "missing-category", severity: .error),
        Expected(language: "uk", key: "programs", code: "missing-category", severity: .error),
        Expected(language: "pl", key: "programs", code: "missing-category", severity: .error),
        Expected(language: "pl", key: "newReplies", code: "missing-category", severity: .error),
        Expected(language: "sl", key: "addTo", code: "missing-category", severity: .error),
    ]

    @Test(arguments: [0, 1])
    func sharedPluralFormsAreWarningsAndTheirDefectsErrors(engine: Int) {
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("MessageFormatLint/Lint3")]))
        // Czech many is for fractions only: a warning for counts, not what this test is about.
        // Each once; cs 'broadcast' has two plurals after its "do", each a warning.
        LintExpectations.expectEachOnce(findings.filter { !$0.message.contains("only for fractions") }, Self.sharedFormsExpected, repeats: 1)
        // Each warning says why the form is shared.
        let reasons = findings.filter { $0.severity == .warning && !$0.message.contains("only for fractions") }.map(\.message)
        #expect(reasons.filter { $0.contains("the number follows") }.count == 6, "\(reasons)")
        #expect(reasons.contains { $0.contains("'lidem') is in an oblique case") }, "\(reasons)")
        #expect(reasons.contains { $0.contains("'odpowiedzi') is both the nominative and the genitive plural") }, "\(reasons)")
        #expect(reasons.contains { $0.contains("1 renders 'other' ('+1 more')") }, "\(reasons)")
    }

    @Test(arguments: [
        ("Nelze přidat do {n, plural, one {# kanálu} other {# kanálů}}", "do"),
        ("Do {n, number} <b>{n, plural, one {kanálu} other {kanálů}}</b>", "Do"),
        ("{k, select, a {z <b>{n, plural, other {# úkolů}}</b>} other {}}", "z"),
        ("{n, plural, other {# kanálů}}", nil), ("do {m} {n, plural, other {# kanálů}}", nil),
        ("do {n, select, a {x} other {y}}", nil),
        ("do {a, select, true {<b>{m, plural, other {# kanálů}}</b>} other {}}{c, select, true { a } other {}}<b>{n, plural, other {# zpráv}}</b>", "do"),
        ("do {m, plural, other {# kanálů}} a {n, plural, other {# zpráv}}", "a"),
        ("přidán do týmu a {n, plural, other {# kanálů}}", "do"), ("přidán na web a {n, plural, other {# kanálů}}", "a"),
        ("do nového týmu a {n, plural, other {# kanálů}}", "a"),
    ] as [(String, String?)])
    func findsTheWordBeforeAPlural(text: String, word: String?) {
        let message = LocalizedMessage(key: "k", language: "cs", body: .text(MessageText(text)), origin: MessageOrigin(file: nil, kind: .messageformat))
        #expect(MessageFormatChecks.wordBefore("n", in: message) == word)
    }

    @Test(arguments: [
        ("людям", "ru", "людям"), ("# подключениями", "ru", "подключениями"), ("часовых поясах", "ru-RU", "поясах"),
        ("%lld połączeniami", "pl", "połączeniami"), ("{count} časových zónách", "cs", "zónách"),
        ("# strefach czasowych", "pl", "strefach"), ("# lidem", "cs", "lidem"), ("%lld lidem", "cs", "lidem"), ("# dalších", "cs", nil), ("# програм", "uk", nil),
        ("# файлов", "ru", nil), ("{interval} хвілін", "uk", nil), ("%d plików", "pl", nil), ("# people", "en", nil), ("# людей", "ru", nil),
    ] as [(String, String, String?)])
    func findsObliqueCasePlurals(text: String, language: String, word: String?) {
        // "програм" is the stem of the singular "програма": a genitive plural without ending.
        #expect(SharedPluralForms.obliquePluralWord(FormParts(form: text), language: language, otherForms: [FormParts(form: "# програма")]) == word)
    }

    @Test(arguments: [
        ("+# more", nil), ("with # others", "others"), ("{n} people", "people"), ("# files", "files"),
        ("this is # more", nil), ("# class", nil), ("%lld bonus", nil),
    ] as [(String, String?)])
    func findsEnglishPluralNouns(text: String, word: String?) {
        #expect(SharedPluralForms.englishPluralWord(FormParts(form: text)) == word)
    }

    @Test(arguments: [
        ("%lld odpowiedzi", "pl", "odpowiedzi"), ("{n} odpowiedzi", "pl", "odpowiedzi"), ("# wiadomości", "pl-PL", "wiadomości"),
        ("# nowe odpowiedzi", "pl", nil), ("# plików", "pl", nil), ("# odpovědi", "cs", nil),
        // The noun right after the number, ending its phrase, after a word that does not agree with the number.
        ("Oznaczyć {count}+ wiadomości jako przeczytane?", "pl", "wiadomości"), ("Usuń # odpowiedzi z wątku", "pl", "odpowiedzi"),
        ("# wiadomości zostały usunięte", "pl", nil), ("Nowe # wiadomości", "pl", nil), ("# nowych wiadomości", "pl", nil),
        ("Masz # wiadomości.", "pl", "wiadomości"),
    ] as [(String, String, String?)])
    func findsWordsWhoseNominativeAndGenitivePluralCoincide(text: String, language: String, word: String?) {
        #expect(SharedPluralForms.sameFewManyWord(FormParts(form: text), language: language) == word)
    }

    @Test(arguments: [
        ("{{count}} items", true), ("Size {{ maxSize }}.", true), ("{{a}} and {{b}}", true),
        ("{n, plural, other {{x} items}}", false), ("{{}}", false), ("{{a b}}", false), ("{ {x} }", false), ("plain", false),
    ])
    func findsDoubleBracePlaceholders(text: String, found: Bool) {
        #expect(MessageFormatChecks.hasDoubleBracePlaceholder(text) == found)
    }

    // MARK: Apple

    /// damus's "Save 20% off on an annual subscription" (a SwiftUI literal key, shown as written):
    /// "20% en", "20% na" are text in translations of a key that takes no arguments, not `% e`, `% n`.
    @Test(arguments: [0, 1])
    func aPercentBeforeAWordInATextWithoutArgumentsIsNoArgument(engine: Int) {
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("Lint/PercentText")]))
        let errors = findings.filter { $0.severity == .error }
        #expect(!findings.contains { $0.key == "Save 20% off on an annual subscription" && $0.severity == .error }, "\(Self.describe(findings))")
        // The key of the catalog takes no argument: its "% off" is text unless used as a format.
        #expect(!findings.contains { $0.code == "argument-mismatch" && $0.key == "Save 20% off on an annual subscription" })
        // Where English takes an integer, Spanish "20% en" lost it: still an error.
        #expect(Self.expected(errors) == [Expected(language: "es", key: "%d%% off", code: "lost-conversion", severity: .error)], "\(Self.describe(findings))")
    }

    // MARK: Excluded paths

    static func temporaryFolder() throws -> URL {
        let folder = TestFolders.root.appendingPathComponent("lint-precision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An excluded file is left out before reading: a vendored folder holding a file too large to
    /// read and a `de.json` that is a folder, and an excluded development-language file whose
    /// reading would change the findings of the files kept.
    @Test func excludedFilesAreNeverRead() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let locales = root.appendingPathComponent("Locales"), vendor = root.appendingPathComponent("Vendor/Kit/locales")
        try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
        try Data(#"{"hello": "Hello"}"#.utf8).write(to: locales.appendingPathComponent("en.json"))
        try Data(#"{"hello": "Hallo {name}"}"#.utf8).write(to: locales.appendingPathComponent("de.json"))
        try Data(#"{"hello": "Bonjour {name}"}"#.utf8).write(to: locales.appendingPathComponent("fr.json"))
        // Larger than any message file may be (sparse: it takes no disk), and a folder named like a file.
        let huge = vendor.appendingPathComponent("en.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(MessageLimits.maximumFileSize) * 2)
        try handle.close()
        try FileManager.default.createDirectory(at: vendor.appendingPathComponent("de.json"), withIntermediateDirectories: true)

        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        // Without exclusions: the vendored files cannot be read, and German and French use an argument English lacks.
        let all = linter.lint(.paths([root]), configuration: LintConfiguration(directory: root))
        #expect(all.filter { $0.code == "unreadable-file" }.count == 2, "\(Self.describe(all))")
        #expect(Set(all.filter { $0.code == "argument-mismatch" }.compactMap(\.language)) == ["de", "fr"], "\(Self.describe(all))")

        let configuration = LintConfiguration(excluded: ["Vendor", "Locales/en.json"], directory: root)
        let tables = MessageLinter.tablesToRead(TableSource(inputs: [root]).tables, excluding: LintConfiguration.Exclusion(configuration))
        #expect(tables.flatMap(\.files).map(\.url.lastPathComponent).sorted() == ["de.json", "fr.json"])
        // Had English been read and its findings dropped afterwards, German and French would still be mismatches.
        let kept = linter.lint(.paths([root]), configuration: configuration)
        #expect(!kept.contains { $0.code == "unreadable-file" || $0.code == "argument-mismatch" }, "\(Self.describe(kept))")
        #expect(!kept.contains { $0.file?.contains("/Vendor/") == true || $0.file?.hasSuffix("/en.json") == true }, "\(Self.describe(kept))")
        #expect(configuration.excludes(huge.path))
        #expect(!configuration.excludes(locales.appendingPathComponent("de.json").path))
    }
}
