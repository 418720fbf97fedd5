import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing
import TestSupport

/// Issue 31: the texts users would see wrong are errors and the right ones are not, alike in every
/// format. Each rule has a fixture of our own (`MessageFormatLint/Issue31`, in MessageFormat),
/// a right text beside a wrong one of the same shape; the same table written as `.stringsdict`
/// and `.xcstrings` gets the same verdicts; conversions that lose their number (printf only) are
/// errors (`Lint/Issue31Apple`).
@Suite struct LintAcrossFormatsTests {
    typealias Expected = LintExpectations.Expected

    static let expected: Set<Expected> = [
        // Polish after "od" (genitive): "od 2 uczestników" is right, in the message or in the form;
        // "2 plików" is not.
        Expected(language: "pl", key: "participants", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "voters", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "files", code: "missing-category", severity: .error),
        // "1 głosów": a genitive plural in the 'one' form.
        Expected(language: "pl", key: "votes", code: "wrong-form", severity: .error),
        // `=1` and no number: 21 renders "Файлы отмечены", which reads right; with the number, "2 файлов" does not.
        Expected(language: "ru", key: "marked", code: "missing-category", severity: .warning),
        Expected(language: "ru", key: "markedCount", code: "missing-category", severity: .error),
        // "человек" is right for 1, 21 and 5; "файлов" is not right for 1.
        Expected(language: "ru", key: "people", code: "missing-category", severity: .warning),
        Expected(language: "ru", key: "files", code: "missing-category", severity: .error),
        // The count printed through `{counter}`: "2 сообщений".
        Expected(language: "ru", key: "messages", code: "missing-category", severity: .error),
        // 'one' as a word ("Один человек…") where 21 selects it; French 'one' takes 0.
        Expected(language: "ru", key: "suggested", code: "literal-one", severity: .error),
        Expected(language: "fr", key: "suggested", code: "literal-one", severity: .error),
        Expected(language: "fr", key: "fixedOne", code: "literal-one", severity: .error),
        // The same plural text in every form: "1 vots", "1 favoris", "1 голосів"; "1 veces" in 'one'.
        Expected(language: "ca", key: "votes", code: "wrong-form", severity: .error),
        Expected(language: "fr", key: "favorites", code: "wrong-form", severity: .error),
        Expected(language: "uk", key: "votes", code: "wrong-form", severity: .error),
        Expected(language: "es", key: "times", code: "wrong-form", severity: .error),
        // Latvian 'zero' takes 10–20: "Nav ziņu" (no messages) for 11.
        Expected(language: "lv", key: "none", code: "literal-one", severity: .error),
        // Turkish keeps a noun singular after a number: "1 eşleşme bulundu" is right, "Eşleşmeler bulundu" for 1 is not.
        Expected(language: "tr", key: "matches", code: "missing-category", severity: .warning),
        Expected(language: "tr", key: "found", code: "missing-category", severity: .error),
        // English forms kept in a Ukrainian sentence: untranslated ("у 2 time zones"), not missing forms.
        Expected(language: "uk", key: "zones", code: "untranslated", severity: .warning),
        // One translated text in every form, in languages that change a counted noun with the number:
        // "1 згадок", "1 pieminējumi" (no ending tells which number is wrong, so every category's is named).
        Expected(language: "uk", key: "mentions", code: "wrong-form", severity: .error),
        Expected(language: "lv", key: "mentions", code: "wrong-form", severity: .error),
        // An abbreviation reads right for every number ("5 хв."), and a copy of the English is untranslated.
        Expected(language: "uk", key: "minutes", code: "untranslated", severity: .warning),
        Expected(language: "uk", key: "copied", code: "untranslated", severity: .warning),
        Expected(language: "uk", key: "posts", code: "untranslated", severity: .warning),
        // An older copy of the English, in other letter case and spacing, is untranslated too (rallly's "Add # Seats").
        Expected(language: "uk", key: "seats", code: "untranslated", severity: .warning),
        // Czech "oznámení" and Croatian "posto" are one word for every number: nothing to report.
        // Polish "wiadomości" is the nominative and the genitive plural, and "jako" opens another phrase:
        // "Oznaczyć 2 wiadomości jako przeczytane" and "5 wiadomości" alike; "5 wiadomości zostały" is wrong.
        Expected(language: "pl", key: "markRead", code: "missing-category", severity: .warning),
        Expected(language: "pl", key: "deleted", code: "missing-category", severity: .error),
    ]

    /// What a finding decides: its key, language, rule and severity (notes left out: Spanish
    /// `many` from 1,000,000, Czech fractions).
    static func verdicts(_ findings: [LintFinding]) -> Set<Expected> {
        Set(LintExpectations.expected(findings.filter { $0.severity != .note }))
    }

    @Test(arguments: [0, 1])
    func eachRuleFindsTheWrongTextAndPassesTheRightOne(engine: Int) {
        let findings = MessageLinter(rulesProvider: LintExpectations.engines[engine]).lint(.paths([Fixtures.url("MessageFormatLint/Issue31")]))
        LintExpectations.expectEachOnce(findings.filter { $0.severity != .note }, Self.expected)
        // Each error names a number that renders wrong, and what it renders.
        let messages = findings.map(\.message)
        for rendered in ["1 renders '1 vots'", "1 renders '1 favoris'", "1 renders '1 голосів'", "1 renders '1 głosów'", "1 renders '1 veces'",
                         "10 renders 'Nav ziņu'", "21 renders 'Один человек", "0 renders 'Une personne", "0 renders '1 élément'",
                         "1 renders '1 згадок', 2 renders '2 згадок', 5 renders '5 згадок'", "1 renders '1 ziņas'"] {
            #expect(messages.contains { $0.contains(rendered) }, "\(rendered): \(LintExpectations.describe(findings))")
        }
        // A fixed '1' in Spanish: a MessageFormat caller's 1.0 is the number 1, which 'one' is for.
        #expect(!findings.contains { $0.language == "es" && $0.key == "fixedOne" && $0.severity != .note })
        // Norwegian 'one' is 1 and 1.0: `=1` takes both, and no fraction is left for 'one'.
        #expect(!findings.contains { $0.language == "nb" }, "\(LintExpectations.describe(findings))")
    }

    /// One message, three formats, one verdict: the MessageFormat table written as `.stringsdict`
    /// and as `.xcstrings` gets the findings it gets as MessageFormat.
    /// (Android is compared on its own fixture, `aLoneOtherGetsOneVerdictInEveryFormat`: this table's
    /// named arguments become positions there, which changes other verdicts.)
    @Test(arguments: [MessageFileFormat.stringsdict, .xcstrings])
    func everyFormatGivesTheSameVerdict(format: MessageFileFormat) throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("MessageFormatLint/Issue31"))
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        let reference = Self.verdicts(linter.lint(.table(table)))
        #expect(reference == Self.expected)
        let converted = try convert(table, to: format).table
        let findings = linter.lint(.table(converted))
        // Apple's formats have no `=1`: the conversion drops it (and says so), and those are other messages.
        let exactForms: Set<String> = ["marked", "markedCount"]
        #expect(Self.verdicts(findings) == reference.filter { !exactForms.contains($0.key) }, "\(format): \(LintExpectations.describe(findings))")
    }

    /// Issue 42: a plural with only 'other' in a translation whose development-language message
    /// chooses forms is `missing-category` in every format, Android's `<plurals>` included: an error
    /// in Czech, which changes the counted noun ("1 odpovědí", "2 odpovědí"), a warning in French
    /// (check 'other' for 1); Indonesian has one category, and an English 'other' alone is invariant
    /// (`invariant-plural`, a note, which copies share).
    /// (PO and i18next are written with a text for every category of the language, as gettext's
    /// `nplurals` and i18next's lookup need: a lone 'other' does not survive the conversion, and
    /// each is noted; `I18nextLintTests` reads a lone `_other` as written.)
    @Test(arguments: [MessageFileFormat.messageformat, .stringsdict, .xcstrings, .android, .arb])
    func aLoneOtherGetsOneVerdictInEveryFormat(format: MessageFileFormat) throws {
        let source = try MessageTable.load(contentsOf: Fixtures.url("MessageFormatLint/Issue42"))
        let table = format == .messageformat ? source : try convert(source, to: format).table
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(table))
        #expect(Self.verdicts(findings) == [
            Expected(language: "cs", key: "replies", code: "missing-category", severity: .error),
            Expected(language: "fr", key: "replies", code: "missing-category", severity: .warning),
        ], "\(format): \(LintExpectations.describe(findings))")
        #expect(findings.contains { $0.message.contains("1 renders '1 odpovědí', 2 renders '2 odpovědí'") }, "\(format)")
        #expect(findings.filter { $0.rule == .invariantPlural }.map(\.key) == ["more"], "\(format): \(LintExpectations.describe(findings))")
    }

    /// Preview's coverage grid says "missing forms" exactly where lint reports a missing form as an
    /// error, in every format: a form lint notes (Spanish and French `many`, from 1,000,000) or
    /// warns of ("od 2 uczestników") is no "missing forms" there.
    @Test(arguments: [MessageFileFormat.messageformat, .stringsdict, .xcstrings])
    func previewGridAndLintAgree(format: MessageFileFormat) throws {
        let source = try MessageTable.load(contentsOf: Fixtures.url("MessageFormatLint/Issue31"))
        let table = format == .messageformat ? source : try convert(source, to: format).table
        let provider = ICUPluralRulesProvider()
        let findings = MessageLinter(rulesProvider: provider).lint(.table(table))
        let preview = MessagePreview(table: table, rulesProvider: provider)
        var compared = 0
        for entry in preview.entries where entry.status != .fallback {
            let errors = findings.filter { $0.key == entry.key && $0.language == entry.language && $0.severity == .error }
            let missingForm = !errors.isEmpty && errors.allSatisfy { [.missingCategory, .wrongForm, .missingOther].contains($0.rule) }
            #expect((entry.status == .missingForms) == missingForm, "\(entry.key) [\(entry.language)]: \(entry.status) against \(LintExpectations.describe(errors))")
            // Forms listed as missing only under that verdict ("1 vots" has every form, and a wrong one).
            #expect(entry.missingForms.isEmpty || entry.status == .missingForms, "\(entry.key) [\(entry.language)]")
            compared += 1
        }
        #expect(compared > 20)
        // The Spanish `many` lint notes is shown on its row, and the entry is complete.
        #expect(preview.entry(key: "votes", language: "es")?.status == .complete)
    }

    /// A catalog's plural variation whose one text is the development language's `other` ("%lld
    /// replies" in Belarusian) is untranslated; a translated one ("%lld відповідей") is an error.
    /// An English `zero` and `other` get the verdict MessageFormat's `=0` and `other` get.
    @Test func aCatalogVariationCopyIsUntranslatedAndATranslatedOneTextAnError() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/Issue31Catalog")])).filter { $0.rule != .translationState }
        LintExpectations.expectEachOnce(findings, [
            Expected(language: "be", key: "replies %lld", code: "untranslated", severity: .warning),
            Expected(language: "uk", key: "replies %lld", code: "wrong-form", severity: .error),
            // Apple's `zero` and 'other' only, as MessageFormat's `=0` and 'other': "1 replaced" reads right, "1 files" does not.
            Expected(language: "en", key: "replaced %lld", code: "missing-category", severity: .warning),
            Expected(language: "en", key: "files %lld", code: "missing-category", severity: .error),
            // German capitalizes its nouns: "1 ersetzt" has none to change, "1 Dateien" does.
            Expected(language: "de", key: "replaced %lld", code: "missing-category", severity: .warning),
            Expected(language: "de", key: "files %lld", code: "missing-category", severity: .error),
        ])
        #expect(findings.contains { $0.message.contains("1 renders '1 відповідей'") }, "\(LintExpectations.describe(findings))")
    }

    /// A conversion mangled so that it prints letters and no number (`%!d`, `%Id`, the Arabic
    /// percent sign, `@@` for `%@`) is an error; "100% gratis", `suport@@exemple` are text, and
    /// `@%@@%@` two conversions.
    @Test func conversionsThatLoseTheNumberAreErrors() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/Issue31Apple")]))
        let errors = Set(LintExpectations.expected(findings.filter { $0.severity == .error }))
        #expect(errors == [
            Expected(language: "es", key: "votes", code: "stray-percent", severity: .error),
            Expected(language: "es", key: "items", code: "stray-percent", severity: .error),
            Expected(language: "es", key: "greeting", code: "lost-percent", severity: .error),
            Expected(language: "ar", key: "votes", code: "lost-percent", severity: .error),
            Expected(language: "ar", key: "items", code: "lost-percent", severity: .error),
        ], "\(LintExpectations.describe(findings))")
        #expect(findings.contains { $0.message.contains("'%!d' is a conversion that lost its number: Apple prints '!d'") && $0.textOffset == 0 })
        #expect(!findings.contains { ["discount", "mail", "share", "profile"].contains($0.key) })
    }

    /// A table with no English and no stated development language: the reference is the most
    /// complete translation (ca), which may be the one that dropped an argument. An argument two
    /// other translations use is said once, at the reference, as a warning naming it; one only a
    /// single translation adds is a warning there (callers may pass it), a renamed one an error.
    @Test func aGuessedReferenceThatLacksAnArgumentIsSaidOnce() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("MessageFormatLint/Issue31NoEnglish")]))
        LintExpectations.expectEachOnce(findings, [
            Expected(language: "ca", key: "greet", code: "argument-mismatch", severity: .warning),
            Expected(language: "es", key: "extra", code: "argument-mismatch", severity: .warning),
            Expected(language: "fr", key: "invite", code: "argument-mismatch", severity: .error),
        ])
        #expect(findings.contains { $0.message.contains("ca is the reference only as the most complete language") })
        // Callers' arguments are unknown: es may be the one translation of a text that takes more.
        #expect(findings.contains { $0.key == "extra" && $0.message.contains("so callers may pass it") }, "\(LintExpectations.describe(findings))")
    }

    /// `keys` lists the arguments of a text ICU formats and the Swift renderer does not
    /// (`{retry_time, time, medium}`): callers pass them all the same.
    @Test func argumentsOfTypesTheSwiftRendererDoesNotFormatAreListed() {
        let source = "Try again at {retry_time, time, medium} ({n, plural, one {# try {x}} other {# tries}} left, {d, date, ::yMMMd}, {retry_time})"
        let message = MessageFormatModel.message(key: "retry", language: "en", source: source, origin: MessageOrigin(file: nil, kind: .messageformat))
        #expect(MessageSignature(message).description == "1 retry_time: date (time), 2 n: number, 3 x: any, 4 d: date (date)")
        #expect(MessageFormatModel.argumentNames(leniently: "{a, select, other {{b}}} {c, spellout}") == ["a", "b", "c"])
    }

    @Test(arguments: [
        ("%lld vots", "ca", "vots"), ("# favoris", "fr", "favoris"), ("# fois", "fr", nil), ("%d mes", "es", nil), ("# virus", "es", nil),
        ("{count} голосів", "uk", "голосів"), ("%lld głosów", "pl", "głosów"), ("# votes", "en", "votes"),
        ("votos", "es", nil), ("# файлов", "ru", "файлов"), ("# файла", "ru", nil), ("%arg vots", "ca", "vots"), ("i %lld més", "ca", nil), ("y # más", "es", nil),
    ] as [(String, String, String?)])
    func findsPluralsNoSingularHas(text: String, language: String, word: String?) {
        #expect(SharedPluralForms.pluralOnlyWord(FormParts(form: text), language: language)?.word == word)
    }

    @Test(arguments: [
        ("%lld згадок", "uk", "згадок"), ("%1$d пригласил %2$s", "ru", nil), ("%d krát", "cs", nil), ("# хв.", "uk", nil), ("# min. ago", "uk", nil),
        ("pred %lld min", "sl", nil), ("Згадки: %lld", "uk", nil), ("%1$@ і %2$lld людей", "uk", "людей"), ("%d oznámení", "cs", nil),
        ("%1$d posto glasova", "hr", nil), ("%d obavijest", "hr", "obavijest"), ("%d фото", "ru", nil), ("%d obavijesti", "hr", nil),
    ] as [(String, String, String?)])
    func findsTheCountedWord(text: String, language: String, word: String?) {
        #expect(SharedPluralForms.countedWord(FormParts(form: text), language: language) == word)
    }

    @Test(arguments: [
        ("%lld ersetzt", "de", nil), ("%lld Dateien", "de", "Dateien"), ("Nicht %lld", "de", nil), ("%1$lld von %2$@ Nutzern", "de", "Nutzern"),
        ("%lld replaced", "en", nil), ("# files", "en", "files"),
    ] as [(String, String, String?)])
    func findsPluralNounsWhereATextTells(text: String, language: String, noun: String?) {
        #expect(SharedPluralForms.pluralNoun(FormParts(form: text), language: language) == noun)
    }

    @Test(arguments: [
        ("od %lld uczestników", "od"), ("do # kanálů", "do"), ("{n} files", nil), ("from {counter} voters", "from"), ("%1$@ и %2$lld", "и"), ("od %arg głosujących", "od"), ("%1$@ od %2$lld", "od"),
        // A line break separates words too (issue 42, read by hand: "…очереди\nиз %1$d выпусков").
        ("в очереди\nиз %1$lld выпусков", "из"), ("hodin\tze %lld epizod", "ze"),
    ] as [(String, String?)])
    /// The number is the count, not an object (`%1$@` prints a name): the word before `%2$lld` is read.
    func findsTheWordBeforeTheNumber(text: String, word: String?) {
        #expect(SharedPluralForms.wordBeforeNumber(in: FormParts(form: text)) == word)
    }
}
