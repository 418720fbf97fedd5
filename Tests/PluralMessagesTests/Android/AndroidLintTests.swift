@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// Lint of Android resources (`Fixtures/AndroidLint/res`, one `values-*` folder per case): items
/// checked as Android selects them, by an `int` quantity's CLDR category, each finding at the line
/// of its `<plurals>` or `<item>`.
@Suite struct AndroidLintTests {
    static let res = Fixtures.url("AndroidLint/res")
    static let engines: [any PluralRulesProvider] = [ICUPluralRulesProvider(), CLDRPluralRulesProvider()]

    struct Expected: Hashable, CustomStringConvertible {
        let language: String
        let key: String
        let rule: LintRule
        let severity: LintFinding.Severity
        let line: Int
        var description: String { "\(language) \(key) \(rule) \(severity) :\(line)" }
    }

    static let expected: Set<Expected> = [
        // English has no zero category: the item is never shown, not even for 0.
        Expected(language: "en", key: "files", rule: .unusedCategory, severity: .warning, line: 3),
        // "50% off" is shown as written by getString(id): nothing to report. (It was a warning that
        // read it as Apple reads '% o'; Java's grammar is the parser's, whose error a text shown as
        // written does not have: issue 42.)
        // Czech many: only fractions select it, and the quantity is an int, so Android never shows
        // it; Android Lint asks for it all the same: notes both ways, never "remove it".
        Expected(language: "cs", key: "files", rule: .unusedCategory, severity: .note, line: 3),
        Expected(language: "cs", key: "folders", rule: .missingCategory, severity: .note, line: 9),
        Expected(language: "cy", key: "files", rule: .missingCategory, severity: .error, line: 3),
        // French many: only from 1,000,000.
        Expected(language: "fr", key: "files", rule: .missingCategory, severity: .note, line: 3),
        // ImpliedQuantity: Latvian zero is 0, 10–20, 30…; Russian one 1, 21, 31…; at the <item>.
        Expected(language: "lv", key: "songs", rule: .literalOne, severity: .error, line: 9),
        Expected(language: "ru", key: "files", rule: .missingCategory, severity: .error, line: 3),
        Expected(language: "ru", key: "songs", rule: .literalOne, severity: .error, line: 9),
        // The arguments differ from the default language's, both ways.
        Expected(language: "ru", key: "invites", rule: .argumentMismatch, severity: .error, line: 14),
    ]

    @Test func findsWhatAndroidGetsWrongAndNothingElse() {
        for engine in Self.engines {
            let findings = MessageLinter(rulesProvider: engine).lint(.paths([Self.res]))
            let found = findings.map { finding in
                Expected(language: finding.language ?? "", key: finding.key ?? "", rule: finding.rule, severity: finding.severity, line: finding.location?.line ?? 0)
            }
            #expect(Set(found) == Self.expected, "\(found.map(\.description).sorted())")
            // Polish, Arabic, Japanese: every item an int selects, nothing else: no finding.
            #expect(!findings.contains { ["pl", "ar", "ja"].contains($0.language) })
        }
    }

    /// Issue 42, read by hand on a podcast app: where no item prints the number (a statistic's
    /// "started"/"started" label beside its count, a "New episode(s)" title), the Russian `one`
    /// words agree with 21 if the count is shown beside them and mislead if it is not: lint cannot
    /// tell, so a warning that says both; an item beside others that print the number stays an error.
    @Test func impliedQuantityWithoutAnyNumberIsAWarning() throws {
        let res = try temporaryDirectory("implied-quantity")
        let english = """
            <resources>
                <plurals name="started"><item quantity="one">started</item><item quantity="other">started</item></plurals>
                <plurals name="songs"><item quantity="one">One song</item><item quantity="other">%d songs</item></plurals>
                <plurals name="empty"><item quantity="one">One song</item><item quantity="other">%d songs</item></plurals>
                <plurals name="eta"><item quantity="one">%d minute left</item><item quantity="other">%d minutes left</item></plurals>
            </resources>
            """
        let russian = """
            <resources>
                <plurals name="started"><item quantity="one">начат</item><item quantity="few">начаты</item><item quantity="many">начато</item><item quantity="other">начато</item></plurals>
                <plurals name="eta"><item quantity="one">%d минута</item><item quantity="few">%s минуты</item><item quantity="many">%d минут</item><item quantity="other">%d минуты</item></plurals>
                <plurals name="empty"><item quantity="one"></item><item quantity="few">%d песни</item><item quantity="many">%d песен</item><item quantity="other">%d песни</item></plurals>
                <plurals name="songs"><item quantity="one">Одна песня</item><item quantity="few">%d песни</item><item quantity="many">%d песен</item><item quantity="other">%d песни</item></plurals>
            </resources>
            """
        for (folder, text) in [("values", english), ("values-ru", russian)] {
            try FileManager.default.createDirectory(at: res.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: res.appendingPathComponent("\(folder)/strings.xml"))
        }
        let all = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([res]))
        // An empty item is empty-form's, not literal-one's too: one defect, one verdict.
        #expect(all.filter { $0.key == "empty" }.map(\.rule) == [.emptyForm])
        // Java's %s prints an Integer as %d does: no type mismatch (read by hand: a Bulgarian "%s минути").
        #expect(!all.contains { $0.key == "eta" && $0.rule == .valueTypeMismatch })
        let findings = all.filter { $0.rule == .literalOne }
        let started = try #require(findings.first { $0.key == "started" })
        #expect(started.severity == .warning)
        #expect(started.message.contains("ImpliedQuantity"))
        #expect(findings.first { $0.key == "songs" }?.severity == .error)
        // The number named is one the words are wrong for (21), never the one they say (1).
        #expect(findings.first { $0.key == "songs" }?.message.contains("21 shows 'Одна песня'") == true, "\(findings)")
    }

    /// Read on mastodon-android: a French 'one' item without a number said "1 shows 'Une de vos
    /// images…'", the number the text is right for; French 'one' also takes 0, which it is wrong for.
    @Test func theImpliedQuantityExampleIsANumberTheTextIsWrongFor() throws {
        let res = try temporaryDirectory("implied-quantity-french")
        let texts = [
            "values": #"<resources><plurals name="alt"><item quantity="one">One image lacks a description</item><item quantity="other">%d images lack a description</item></plurals></resources>"#,
            "values-fr": #"<resources><plurals name="alt"><item quantity="one">Une de vos images n’a pas de description</item><item quantity="many">%d images</item><item quantity="other">%d de vos images n’ont pas de description</item></plurals></resources>"#,
        ]
        for (folder, text) in texts {
            try FileManager.default.createDirectory(at: res.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: res.appendingPathComponent("\(folder)/strings.xml"))
        }
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([res])).filter { $0.rule == .literalOne && $0.language == "fr" }
        let finding = try #require(findings.count == 1 ? findings.first : nil, "\(findings)")
        #expect(finding.message.contains("selects 'one' for 0, 1: 0 shows 'Une de vos images"), "\(finding.message)")
    }

    /// Issue 42, read by hand: "из 2 выпусков" after a line break is the genitive a preposition
    /// governs, and "Розмір 2 випусків" the genitive a noun governs, right for 2; "2 днів" and
    /// "Залишилося 2 епізодів" are the errors they were.
    @Test func aPrepositionAfterALineBreakGovernsTheNumber() throws {
        let res = try temporaryDirectory("oblique-after-newline")
        let english = """
            <resources>
                <plurals name="waiting"><item quantity="one">waiting\nfrom %1$d episode</item><item quantity="other">waiting\nfrom %1$d episodes</item></plurals>
                <plurals name="days"><item quantity="one">%d day after finishing</item><item quantity="other">%d days after finishing</item></plurals>
                <plurals name="size"><item quantity="one">Size of %d episode</item><item quantity="other">Size of %d episodes</item></plurals>
                <plurals name="left"><item quantity="one">%d episode left</item><item quantity="other">%d episodes left</item></plurals>
            </resources>
            """
        let ukrainian = """
            <resources>
                <plurals name="waiting"><item quantity="one">очікує\nз %1$d випуску</item><item quantity="few">очікує\nз %1$d випусків</item><item quantity="many">очікує\nз %1$d випусків</item><item quantity="other">очікує\nз %1$d випусків</item></plurals>
                <plurals name="days"><item quantity="one">%d день після завершення</item><item quantity="few">%d днів після завершення</item><item quantity="many">%d днів після завершення</item><item quantity="other">%d днів після завершення</item></plurals>
                <plurals name="size"><item quantity="one">Розмір %d випуску</item><item quantity="few">Розмір %d випусків</item><item quantity="many">Розмір %d випусків</item><item quantity="other">Розмір %d випусків</item></plurals>
                <plurals name="left"><item quantity="one">Залишився %d епізод</item><item quantity="few">Залишилося %d епізодів</item><item quantity="many">Залишилося %d епізодів</item><item quantity="other">Залишилося %d епізодів</item></plurals>
            </resources>
            """
        for (folder, text) in [("values", english), ("values-uk", ukrainian)] {
            try FileManager.default.createDirectory(at: res.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: res.appendingPathComponent("\(folder)/strings.xml"))
        }
        let wrong = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([res])).filter { $0.rule == .wrongForm }
        // "Розмір 1 випуску" / "Розмір 2 випусків": the genitive "the size of" governs, right for 2;
        // "Залишився 1 епізод" / "Залишилося 2 епізодів": nominative 1, so 2 takes "епізоди".
        #expect(Set(wrong.compactMap(\.key)) == ["days", "left"])
    }

    @Test func saysWhyAnEnglishZeroIsNeverShown() throws {
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([Self.res]))
        let zero = try #require(findings.first { $0.language == "en" && $0.rule == .unusedCategory })
        #expect(zero.message.contains("'zero' is the CLDR category, which en does not have, so 0 shows the 'other' item"))
    }

    /// Czech `many` is never shown on Android, yet Android Lint's MissingQuantity asks for it: the
    /// notes say both, so that following them never fails Android Lint.
    @Test func czechManyIsNeverShownButAndroidLintAsksForIt() throws {
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([Self.res])).filter { $0.language == "cs" }
        let present = try #require(findings.first { $0.key == "files" })
        #expect(present.message.contains("never shows in cs") && present.message.contains("Android Lint still asks for it"))
        #expect(present.hint.contains("keep the item"))
        let absent = try #require(findings.first { $0.key == "folders" })
        #expect(absent.message.contains("no 'many' item") && absent.message.contains("MissingQuantity"))
    }

    /// Android merges the files of a folder: a name in two of them (`Android/Duplicates/res/values`) is
    /// the merge's "Duplicate resources" error, named at both files and lines; the same name in
    /// another folder (`values-fr`) is a translation, and a `<string>` and a `<plurals>` of one name
    /// are two resources on Android but one message in a table.
    @Test func aNameInTwoFilesOfOneFolderIsReported() throws {
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([Fixtures.url("Android/Duplicates/res")]))
            .filter { $0.rule == .duplicateKey }
        let title = try #require(findings.first { $0.key == "title" })
        #expect(title.severity == .error)
        #expect(title.file?.hasSuffix("values/strings.xml") == true && title.location?.line == 3, "\(title)")
        #expect(title.message.contains("plurals.xml:8") && title.message.contains("Duplicate resources"), "\(title.message)")
        let count = try #require(findings.first { $0.key == "count" })
        #expect(count.severity == .warning)
        #expect(count.message.contains("a <string> here and a <plurals> in plurals.xml:4"), "\(count.message)")
        #expect(findings.count == 2, "\(findings)")
    }

    /// Android's quantity is a parameter of its own, which apps pass as the argument the items print
    /// as an integer: `%1$s` beside `%2$d` is no conflict, and the plural chooses on argument 2.
    @Test func theQuantityIsTheArgumentPrintedAsAnInteger() throws {
        let message = Android.plurals(["one": "%1$s invited %2$d person", "other": "%1$s invited %2$d people"], language: "en")
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.message(message))
        #expect(findings.isEmpty, "\(findings)")
        #expect(MessageSignature(message).types == [1: .object, 2: .integer])
        guard case let .plural(argument, _) = message.body else { Issue.record("not a plural"); return }
        #expect(argument == 2)
        let rendered = try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: ["Anna", 1])
        #expect(rendered.text == "Anna invited 1 person")
    }

    /// A category only rare numbers select (Catalan `many`: 1,000,000) is reported as a note when it is
    /// missing, also when every item has one text: lint was silent there (Nextcloud's
    /// `created_n_uids_to`), so one of 13 plurals lacking `many` went unreported.
    @Test(arguments: [["one": "S'han creat %d UID", "other": "S'han creat %d UID"],
                      ["one": "S'ha creat %d UID", "other": "S'han creat %d UIDs"]] as [KeyValuePairs<String, String>])
    func aRareMissingCategoryIsANoteWhateverTheItemsSay(items: KeyValuePairs<String, String>) throws {
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.message(Android.plurals(items, language: "ca")))
        let finding = try #require(findings.first { $0.rule == .missingCategory }, "\(findings)")
        #expect(finding.severity == .note)
        #expect(finding.message.contains("lacks many, which ca uses only from 1,000,000"), "\(finding.message)")
        #expect(findings.count == 1, "\(findings)")
    }

    @Test func aJavaSyntaxErrorInAnItemIsAnError() throws {
        let message = Android.plurals(["one": "%d file", "other": "%i files"], language: "en")
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.message(message))
        let finding = try #require(findings.first { $0.rule == .invalidFormat })
        #expect(finding.message.contains("UnknownFormatConversionException"))
        #expect(finding.hint.contains("Java's conversions"))
    }
}

/// The preview of Android resources agrees with lint: rows for the categories an `int` reaches,
/// English zero never selected, Czech many reached by fractions only, Russian many missing.
@Suite struct AndroidPreviewTests {
    static let preview = MessagePreview(table: try! MessageTable.load(contentsOf: AndroidLintTests.res), rulesProvider: ICUPluralRulesProvider())

    static func rows(_ key: String, _ language: String) throws -> [String: MessagePreview.FormRow] {
        let entry = try #require(preview.entry(key: key, language: language))
        let selection = try #require(entry.variants.first?.selections.first)
        #expect(selection.takesIntegersOnly)
        return Dictionary(uniqueKeysWithValues: selection.rows.map { ($0.form, $0) })
    }

    @Test func englishZeroIsNeverShown() throws {
        let rows = try Self.rows("files", "en")
        #expect(rows["zero"]?.status == .unused)
        // 0 lands on 'other', as on Android.
        #expect(rows["other"]?.examples.contains { $0.argument == "0" && $0.text == "0 files" } == true)
    }

    @Test func czechManyIsReachedByFractionsOnly() throws {
        #expect(try Self.rows("files", "cs")["many"]?.status == .unreached)
    }

    @Test func russianManyIsMissingAndArabicIsComplete() throws {
        #expect(try Self.rows("files", "ru")["many"]?.status == .missing)
        #expect(try Self.rows("files", "ar").values.allSatisfy { $0.status == .present })
        #expect(Self.preview.entry(key: "files", language: "ar")?.status == .complete)
    }
}
