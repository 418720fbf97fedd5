import Foundation
import ICUPlural
import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// The rendering oracle: Dart's `Intl.pluralLogic` and intl's generated plural rules, transcribed from
/// dart-lang/i18n `pkgs/intl/lib/intl.dart` (`pluralLogic`, commit 002e909f7130441e4851c8286b4ddb3b8040264b)
/// and `pkgs/intl/lib/src/plural_rules.dart` (`startRuleEvaluation`, `_en`/`_fr`/`_pt`/`_ru`/`_ar` rules,
/// commit 19014a0f32b5217b631e1879b069806c90700367), with gen-l10n's mapping of `=0`, `=1`, `=2` to
/// `zero`, `one`, `two` (flutter/flutter `packages/flutter_tools/lib/src/localizations/gen_l10n.dart`,
/// `pluralCases`, commit 00366c2f7f07bbb7f3f5ca1175f734939bc9b6de; gen-l10n passes no precision).
enum IntlOracle {
    /// The form Intl.pluralLogic returns for `n` among the forms given.
    static func form(_ n: Double, language: String, forms: Set<String>) -> String {
        // `howMany == 0 && zero != null` … checked before the rules (precision is null).
        if n == 0, forms.contains("zero") { return "zero" }
        if n == 1, forms.contains("one") { return "one" }
        if n == 2, forms.contains("two") { return "two" }
        switch rule(n, language: language) {
        case "zero": return forms.contains("zero") ? "zero" : "other"
        case "one": return forms.contains("one") ? "one" : "other"
        case "two": return forms.contains("two") ? "two" : forms.contains("few") ? "few" : "other"
        case "few": return forms.contains("few") ? "few" : "other"
        case "many": return forms.contains("many") ? "many" : "other"
        default: return "other"
        }
    }

    /// intl's rule functions, with `startRuleEvaluation`'s operands: `_i = _n.round()`, `_v` the
    /// digits of `'$n'` after the point (at most 3), `_f = (n * 10^v).floor() % 10^v`.
    static func rule(_ n: Double, language: String) -> String {
        let i = Int(n.rounded(.toNearestOrAwayFromZero))
        let text = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : "\(n)"
        let v = min(text.split(separator: ".").dropFirst().first?.count ?? 0, 3)
        let base = Int(pow(10.0, Double(v)))
        _ = Int((n * Double(base)).rounded(.down)) % base
        switch language {
        case "en": return i == 1 && v == 0 ? "one" : "other"
        case "fr", "pt":
            if i == 0 || i == 1 { return "one" }
            if i != 0, i % 1_000_000 == 0, v == 0 { return "many" }
            return "other"
        case "ru":
            if v == 0, i % 10 == 1, i % 100 != 11 { return "one" }
            if v == 0, (2...4).contains(i % 10), !(12...14).contains(i % 100) { return "few" }
            if v == 0, i % 10 == 0 || (5...9).contains(i % 10) || (11...14).contains(i % 100) { return "many" }
            return "other"
        case "ar":
            if n == 0 { return "zero" }
            if n == 1 { return "one" }
            if n == 2 { return "two" }
            let mod = n.truncatingRemainder(dividingBy: 100)
            if mod == mod.rounded(), (3...10).contains(Int(mod)) { return "few" }
            if mod == mod.rounded(), (11...99).contains(Int(mod)) { return "many" }
            return "other"
        default: return "other"
        }
    }

    /// Dart's `toString` of the count: an `int`'s digits, a `double`'s shortest digits.
    static func dart(_ n: Double, isInteger: Bool) -> String {
        isInteger ? String(Int(n)) : "\(n)"
    }
}

@Suite struct FlutterARBTests {
    static let app = Fixtures.url("FlutterARB/app/lib/l10n")
    static let table = try! MessageTable.load(contentsOf: app)

    /// The `items` forms of the fixture, by gen-l10n's form, as the oracle fills them.
    static let items: [String: [String: String]] = [
        "en": ["zero": "No items", "one": "1 item", "other": "{count} items"],
        "ru": ["zero": "Нет товаров", "one": "1 товар", "few": "{count} товара", "many": "{count} товаров", "other": "{count} товара"],
        "fr": ["one": "1 article", "other": "{count} articles"],
        "pt-BR": ["zero": "Nenhum item", "one": "1 item", "other": "{count} itens"],
        "ar": ["zero": "لا عناصر", "one": "عنصر واحد", "two": "عنصران", "few": "{count} عناصر", "many": "{count} عنصرًا", "other": "{count} عنصر"],
    ]

    @Test func readsLanguagesTemplateAndAttributes() throws {
        let table = Self.table
        #expect(Set(table.languages) == ["en", "ru", "fr", "pt-BR", "ar"])
        // The template named by l10n.yaml states the development language.
        #expect(table.developmentLanguage == "en")
        let items = try #require(table.message(forKey: "items", language: "en"))
        #expect(items.comment == "How many items are in the cart.")
        #expect(items.arbAttributes?.placeholders.map(\.name) == ["count"])
        #expect(items.arbAttributes?.placeholders.first?.type == "int")
        #expect(items.origin.kind == .arb)
        guard case let .text(text) = items.body else { Issue.record("not a text"); return }
        #expect(text.syntax == .flutterMessageFormat)
        // =0 and =1 are gen-l10n's zero and one forms.
        let variable = try #require(items.variables["count"])
        #expect(Set(variable.forms.keys) == [.category(.zero), .category(.one), .category(.other)])
    }

    @Test func languageFromFileName() {
        #expect(ARBReader.language(ofFileNamed: "app_pt_BR") == "pt-BR")
        #expect(ARBReader.language(ofFileNamed: "intl_en") == "en")
        #expect(ARBReader.language(ofFileNamed: "my_app_en") == "en")
        #expect(ARBReader.language(ofFileNamed: "app_zh_Hant_TW") == "zh-Hant-TW")
        #expect(ARBReader.language(ofFileNamed: "app") == nil)
    }

    /// Every integer 0…200 and some fractions, in each language, against the oracle.
    @Test(arguments: ["en", "ru", "fr", "pt-BR", "ar"])
    func rendersAsIntlPluralLogic(language: String) throws {
        let forms = try #require(Self.items[language])
        let base = String(language.prefix(2))
        let integers = (0...200).map { (Double($0), true) }
        // intl rounds `i` (`_i = _n.round()`): French and Portuguese 1.5 are `other` there, `one` by CLDR;
        // the renderer follows CLDR (see frenchOneAndAHalf below), so those fractions are left out here.
        let fractions = [0.1, 0.5, 1.25, 2.5, 3.5, 21.5, 100.5].map { ($0, false) }
        for (n, isInteger) in integers + fractions {
            let form = IntlOracle.form(n, language: base, forms: Set(forms.keys))
            let expected = try #require(forms[form]).replacingOccurrences(of: "{count}", with: IntlOracle.dart(n, isInteger: isInteger))
            let argument: MessageArgument = isInteger ? .integer(Int(n)) : .floatingPoint(n)
            #expect(try render("items", language, [argument], table: Self.table) == expected, "\(language) \(n)")
        }
    }

    /// The documented difference: intl rounds i, so French 1.5 is `other` in a Flutter app; CLDR says `one`.
    @Test func frenchOneAndAHalf() throws {
        #expect(IntlOracle.form(1.5, language: "fr", forms: ["one", "other"]) == "other")
        #expect(try render("items", "fr", [.floatingPoint(1.5)], table: Self.table) == "1 article")
    }

    @Test func theFlutterTrap() throws {
        // =1 serves every `one` number: Russian 21, French 0.
        #expect(try render("items", "ru", [21], table: Self.table) == "1 товар")
        #expect(try render("items", "fr", [0], table: Self.table) == "1 article")
        // A `two` the message lacks is its `few` (Arabic followers has zero, one, few, other).
        #expect(try render("followers", "ar", [2], table: Self.table) == "2 متابعين")
    }

    @Test func placeholdersShowAsDartOrNumberFormat() throws {
        // No format: Dart's toString, no grouping.
        #expect(try render("items", "en", [1000], table: Self.table) == "1000 items")
        #expect(try render("items", "en", [.floatingPoint(3.0)], table: Self.table) == "3.0 items")
        // decimalPattern: grouped as NumberFormat.decimalPattern.
        #expect(try render("distance", "en", [1000], table: Self.table) == "1,000 kilometres")
        // compact is not rendered: toString.
        #expect(try render("followers", "en", [1000], table: Self.table) == "1000 followers")
        // Translations take the template's placeholders (app_ru.arb has no @distance).
        #expect(try render("distance", "ru", [1000], table: Self.table) == "1\u{00A0}000 километров")
    }

    @Test(arguments: [
        (1.0, "1.0"), (1.5, "1.5"), (100.0, "100.0"), (0.000001, "0.000001"), (1e-7, "1e-7"), (1e21, "1e+21"),
        (123456789012.5, "123456789012.5"), (-2.0, "-2.0"), (1e20, "100000000000000000000.0"), (0.1, "0.1"),
    ])
    func dartToString(value: Double, expected: String) {
        #expect(DartNumber.text(of: value) == expected)
    }

    @Test func apostrophesAndPoundAreText() throws {
        #expect(try render("greeting", "en", ["Ann"], table: Self.table) == "It's Ann's turn")
        let loose = try MessageTable.load(contentsOf: Fixtures.url("FlutterARB/loose"))
        // The last of two equal keys is kept, as Dart's json.decode keeps it.
        #expect(try render("pound", "de", [1], table: loose) == "Eine Datei")
        #expect(try render("apostrophe", "de", [3], table: loose) == "Dateien '3'")
    }

    @Test func useEscapingQuotes() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("FlutterARB/escaping/lib/l10n"))
        #expect(table.developmentLanguage == "en")
        #expect(try render("quoted", "en", ["Bo"], table: table) == "It's {braces} and Bo")
        // `#` is text in gen-l10n's plurals.
        #expect(try render("pound", "en", [1], table: table) == "# one")
    }

    @Test func flutterMessageFormatEvaluatorIsTheSwiftWalk() throws {
        // The ICU engine does not read Flutter's dialect: the renderer walks it whatever evaluator is set.
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: ICUMessageFormatEvaluator()))
        #expect(try render("items", "ru", [21], table: Self.table, renderer: renderer) == "1 товар")
    }
}

@Suite struct FlutterARBConversionTests {
    static let numbers: [MessageArgument] = (0...200).map { .integer($0) } + [0.5, 1.5, 2.5, 21.5, 0.1].map { .floatingPoint($0) }

    /// ARB → format → ARB renders the same text for every number in en, fr, ru, ar, pt-BR (the
    /// intermediate format too, where its notes do not say otherwise).
    @Test(arguments: [MessageFileFormat.xcstrings, .stringsdict, .messageformat])
    func roundTrip(through format: MessageFileFormat) throws {
        let original = FlutterARBTests.table
        let (there, written) = try convert(original, to: format)
        let (back, _) = try convert(there, to: .arb)
        for language in ["en", "fr", "ru", "ar", "pt-BR"] {
            for key in ["items", "followers", "distance"] {
                let message = try #require(original.message(forKey: key, language: language))
                let returned = try #require(back.message(forKey: key, language: language), "\(key) [\(language)]")
                let intermediate = try #require(there.message(forKey: key, language: language))
                let notes = written.notes.filter { $0.key == key && $0.language == language }
                // printf shows a number `{km}` formats as %lld (noted): its fractions do not come back.
                let integersOnly = notes.contains { if case .integerArgument = $0.kind { true } else { false } }
                for number in Self.numbers {
                    if integersOnly, case .floatingPoint = number { continue }
                    let expected = try MessageRenderer.icu().render(message, arguments: [number]).text
                    #expect(try MessageRenderer.icu().render(returned, arguments: [number]).text == expected, "\(format) \(key) [\(language)] \(number)")
                    // The plural form chosen survives in the other format; only number display may differ there.
                    if case .integer(let value) = number, value < 1000, notes.allSatisfy({ if case .arb = $0.kind { true } else if case .integerArgument = $0.kind { true } else { false } }) {
                        let other = try MessageRenderer.icu(policy: format == .messageformat ? .cldr : .apple).render(intermediate, arguments: [number]).text
                        #expect(other == expected, "\(format) \(key) [\(language)] \(number): \(notes)")
                    }
                }
            }
        }
    }

    @Test func writesLocaleAndAttributes() throws {
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(FlutterARBTests.table, as: .arb)
        let template = try #require(written.files["app_en.arb"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(template.contains("\"@@locale\": \"en\""))
        #expect(template.contains("\"description\": \"How many items are in the cart.\""))
        #expect(template.contains("\"count\": {\"format\": \"compact\", \"type\": \"int\"}"))
        let brazilian = try #require(written.files["app_pt_BR.arb"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(brazilian.contains("\"@@locale\": \"pt_BR\""))
        // An ARB message is written as it was read.
        #expect(brazilian.contains("\"items\": \"{count, plural, =0{Nenhum item} =1{1 item} other{{count} itens}}\""))
        #expect(written.notes.isEmpty, "\(written.notes)")
    }

    /// ICU's exact `=1` in Russian becomes gen-l10n's `one` (which 21 takes too): said in a note.
    @Test func icuExactValuesInGenL10nTerms() throws {
        var table = MessageTable(name: "l10n")
        let texts = [
            "en": #"{"files": "{n, plural, =0 {No files} =1 {One file} one {# file} =5 {Five} other {# files}}"}"#,
            "ru": #"{"files": "{n, plural, =1 {Один файл} few {# файла} many {# файлов} other {# файла}}"}"#,
            "ar": #"{"files": "{n, plural, zero {لا ملفات} one {ملف} few {# ملفات} other {# ملف}}"}"#,
        ]
        for (language, text) in texts { try table.add(contentsOf: Data(text.utf8), kind: .messageformat, language: language) }
        table.developmentLanguage = "en"
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .arb)
        func file(_ language: String) -> String { written.files["app_\(language).arb"].flatMap { String(data: $0, encoding: .utf8) } ?? "" }
        // English: =1 and one are one form, 1 the only number of `one`: the exact text is kept; =5 cannot be said.
        #expect(file("en").contains(#""files": "{n, plural, =0{No files} =1{One file} other{{n} files}}""#), "\(file("en"))")
        #expect(written.notes.contains(ConversionNote(key: "files", language: "en", kind: .arb(.exactValueDropped(variable: "n", form: "=5")))))
        #expect(written.notes.contains(ConversionNote(key: "files", language: "ru", kind: .arb(.exactValueWidened(variable: "n", form: "=1", category: "one", numbers: "21, 31, 41 …")))))
        // Arabic lacks `two`: ICU shows 2 the 'other' text, Intl.pluralLogic the 'few' one unless 'two' is written.
        #expect(file("ar").contains("two{{n} ملف}"), "\(file("ar"))")
    }
}

@Suite struct FlutterARBLintTests {
    static let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("FlutterARBLint")]))

    func findings(_ rule: LintRule, _ key: String, _ language: String) -> [LintFinding] {
        Self.findings.filter { $0.rule == rule && $0.key == key && $0.language == language }
    }

    @Test func theFlutterTrapIsLiteralOne() throws {
        // app_fr of the render fixture: =1 "1 article" shows for 0 too.
        let app = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([FlutterARBTests.app]))
        let trap = try #require(app.first { $0.rule == .literalOne && $0.key == "items" && $0.language == "ru" })
        #expect(trap.severity == .error)
        #expect(trap.message.contains("21 renders '1 товар'"))
        #expect(trap.hint.contains("gen-l10n reads =1 as 'one'"))
        #expect(app.contains { $0.rule == .literalOne && $0.key == "items" && $0.language == "fr" && $0.message.contains("0 renders '1 article'") })
        // =0 serves 0 in every language: not unused where the rules have no zero.
        #expect(!app.contains { $0.rule == .unusedCategory })
        // The line of the entry.
        #expect(trap.file?.hasSuffix("app_ru.arb") == true)
        #expect(trap.location?.line == 3)
    }

    @Test func genL10nBuildErrors() {
        #expect(findings(.flutterBuildError, "pairs", "en").map(\.message).contains { $0.contains("'=5'") })
        #expect(findings(.flutterBuildError, "offset", "en").count == 1)
        #expect(findings(.flutterBuildError, "ordinal", "en").count == 1)
        #expect(findings(.flutterBuildError, "typed", "en").count == 1)
        #expect(findings(.overriddenForm, "pairs", "en").count == 1)
        #expect(findings(.literalPound, "pairs", "en").count == 1)
        #expect(Self.findings.filter { $0.rule == .flutterBuildError }.allSatisfy { $0.severity == .error })
    }

    @Test func undeclaredPlaceholderAndDuplicateKey() {
        let undeclared = findings(.undeclaredPlaceholder, "typed", "ru")
        #expect(undeclared.count == 1)
        #expect(undeclared.first?.message.contains("'bonus'") == true)
        #expect(findings(.duplicateKey, "items", "ru").count == 1)
        // The later of the two is kept (Dart's json.decode): it prints the number, so no literal-one.
        #expect(findings(.literalOne, "items", "ru").isEmpty)
    }

    /// Read on Flutter's gallery: an entry and its `@key` written twice, each with the same value,
    /// were two errors, the attributes' without a key. Equal values lose nothing (a warning), and
    /// the attributes are named at their message's key.
    @Test func aRepeatedEntryWithEqualValuesIsAWarningNamedAtItsKey() throws {
        let folder = try temporaryDirectory("arb-repeated")
        let entry = #""shirt": "Chambray shirt", "@shirt": {"description": "A product"}"#
        try Data("{\(entry), \"hat\": \"Hat\", \(entry), \"hat\": \"Cap\"}".utf8).write(to: folder.appendingPathComponent("app_en.arb"))
        let repeated = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([folder])).filter { $0.rule == .duplicateKey }
        #expect(repeated.map { "\($0.key ?? "-") \($0.severity)" }.sorted() == ["hat error", "shirt warning", "shirt warning"], "\(repeated)")
        #expect(repeated.contains { $0.message.hasPrefix("'@shirt' appears 2 times") })
    }
}
