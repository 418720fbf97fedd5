// Only the four imports a new user writes: PluralCore and PluralLocalization come re-exported.
import Foundation
import ICUPlural
import CLDRPlural
import PluralMessages
import Testing

/// A new user's first program, as the README's "Use it in your package" shows it, line for line
/// (Scripts/check-consumer.sh also builds and runs it as pasted).
@Suite struct FirstProgramTests {
    /// The body of the program's `main()`; each `print` is an `#expect` of the output in its comment.
    @Test func theFirstProgram() throws {
        let ru = Locale(identifier: "ru_RU")
        let count: Int = 5, done: Int64 = 1, total: Int64 = 3
        let distance: Double = 2.5, typed: String = "1.50"
        #expect(getPluralForm(count, ru) == "many")
        #expect(getPluralForm(21 as UInt, "ru") == "one")
        #expect(try CLDRPluralRules.shared(for: ru).category(for: count) == .many)
        #expect(try CLDRPluralRules.shared(for: "pl").category(for: total + 19) == .few)
        #expect(try ICUPluralRules.shared(for: "en").category(for: distance) == .other)
        #expect(try ICUPluralRules.shared(for: "en").category(forText: typed) == .other)
        let formatter = try PluralNumberFormatter(language: Locale(identifier: "en"), formattingLocale: ru,
                                                  precision: .fractionDigits(1))
        #expect(try formatter.format(typed).text == "1,5")
        let table = try MessageTable.load(bundle: .module)
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: [ru],
                                    arguments: [count]).text == "5 файлов")
        #expect(try renderer.render(key: "runs_completed", in: table, preferredLanguages: ["en"],
                                    arguments: [done, total]).text == "One of 3 runs completed")
        let options = RenderOptions(zeroPolicy: .cldr, selectionMode: .value)
        let server = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: options)
        #expect(try server.render(key: "files", in: table, preferredLanguages: .acceptLanguage("ru-RU, en;q=0.5"),
                                  arguments: [total + 18]).text == "21 файл")
    }

    /// The README's locale without plural data: a misspelling answers root's rules, or throws when strict.
    @Test func aLocaleWithoutPluralData() throws {
        let misspelt = try ICUPluralRules.shared(for: "english")
        #expect(!misspelt.hasPluralData)
        #expect(misspelt.category(for: 1) == .other)
        #expect(throws: PluralError.noPluralData(locale: "english", type: .cardinal)) {
            try CLDRPluralRules.shared(for: "english", strict: true)
        }
        #expect(try CLDRPluralRules.shared(for: "english").hasPluralData == false)
    }

    /// The program's last line: a SwiftPM resource bundle, which has no Info.plist.
    @Test func theResourceBundle() throws {
        let table = try MessageTable.load(bundle: .module)
        #expect(table.languages == ["en", "ru"])
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        let ru = Locale(identifier: "ru_RU")
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: [ru], arguments: [5]).text == "5 файлов")
    }

    /// The examples of the CLDRPlural and ICUPlural catalogs' overviews, and the doc comment of
    /// `PluralNumberFormatter.init(language:formattingLocale:...)` for `Locale`s.
    @Test func catalogExamples() throws {
        #expect(try CLDRPluralRules.shared(for: Locale(identifier: "pl_PL")).category(for: Int64(22)) == .few)
        #expect(try CLDRPluralRules.shared(for: "ru").category(for: UInt64.max) == .many)
        #expect(try ICUPluralRules.shared(for: Locale(identifier: "en")).category(for: Decimal(string: "1.50")!) == .other)
        #expect(getPluralForm(21 as UInt, Locale(identifier: "ru_RU")) == "one")
        let formatter = try PluralNumberFormatter(language: Locale(identifier: "en"), formattingLocale: Locale(identifier: "ru_RU"),
                                                  precision: .fractionDigits(1))
        #expect(try formatter.format("1").text == "1,0")
    }

    /// `PreferredLocalizations.appBundle`: the fallbacks read the localizations of the bundle named
    /// once (here the `.lproj` folders of this target's resources, en and ru).
    @Test func theAppBundle() throws {
        // Foundation reads a top-level `Resources` folder as the bundle's resources, as in an app bundle.
        let bundle = Bundle.module
        #expect(PreferredLocalizations.of(bundle, environment: ["LANGUAGE": "ru_RU:en"]) == ["ru"])
        #expect(PreferredLocalizations.of(bundle, environment: ["LANG": "pl_PL.UTF-8"]) == [])
        let previous = PreferredLocalizations.appBundle
        defer { PreferredLocalizations.appBundle = previous }
        PreferredLocalizations.appBundle = bundle
        #expect(PreferredLocalizations.appBundle.bundleURL == bundle.bundleURL)
        #expect(PreferredLocalizations.app == PreferredLocalizations.of(bundle))
    }

    /// The types each import brings, named without their module.
    @Test func reExportedTypes() throws {
        let category: PluralCategory = .few
        let type: PluralRuleType = .ordinal
        let number = try PluralDecimal(parsing: "1.50")
        let policy: PluralSelectionPolicy = .apple
        let languages = PreferredLocalizations.resolve(available: ["en", "ru"], development: "en", preferred: [Locale(identifier: "ru_RU")])
        #expect(category.rawValue == "few" && type.rawValue == "ordinal" && number.fractionDigits == "50" && policy == .apple)
        #expect(languages == ["ru"])
    }
}
