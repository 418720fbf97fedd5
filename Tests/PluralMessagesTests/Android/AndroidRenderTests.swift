@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// `<plurals>` rendered as Android's `getQuantityString(id, quantity, quantity)` shows them: the item
/// of the integer quantity's CLDR category, else `other` (`ResourcesImpl.getQuantityText`), then
/// Java's formatting. Android's `zero` is the category: English never selects it, not even for 0.
@Suite struct AndroidRenderTests {
    static let engines: [any PluralRulesProvider] = [ICUPluralRulesProvider(), CLDRPluralRulesProvider()]

    struct Fixture: Sendable, CustomTestStringConvertible {
        let language: String
        let items: KeyValuePairs<String, String>
        /// What Android shows for 0, 1, 2, 5, 21 and the quantities after them.
        let shown: [Int: String]
        var testDescription: String { language }
    }

    static let fixtures: [Fixture] = [
        Fixture(language: "ru", items: ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла (дробь)"],
                shown: [0: "0 файлов", 1: "1 файл", 2: "2 файла", 5: "5 файлов", 21: "21 файл", 11: "11 файлов", 22: "22 файла", 111: "111 файлов"]),
        Fixture(language: "pl", items: ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"],
                shown: [0: "0 plików", 1: "1 plik", 2: "2 pliki", 5: "5 plików", 21: "21 plików", 22: "22 pliki", 12: "12 plików"]),
        Fixture(language: "ar", items: ["zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%d ملفات", "many": "%d ملفًا", "other": "%d ملف"],
                // Java's `ar` digits are Arabic-Indic (OpenJDK 17's CLDR 39: see JavaDigitsOracleTests).
                shown: [0: "لا ملفات", 1: "ملف واحد", 2: "ملفان", 5: "٥ ملفات", 21: "٢١ ملفًا", 100: "١٠٠ ملف", 103: "١٠٣ ملفات"]),
        Fixture(language: "cy", items: ["zero": "%d ffeiliau", "one": "%d ffeil", "two": "%d ffeil (dwy)", "few": "%d ffeil (tair)", "many": "%d ffeil (chwech)", "other": "%d ffeil (arall)"],
                shown: [0: "0 ffeiliau", 1: "1 ffeil", 2: "2 ffeil (dwy)", 3: "3 ffeil (tair)", 5: "5 ffeil (arall)", 6: "6 ffeil (chwech)", 21: "21 ffeil (arall)"]),
        Fixture(language: "lv", items: ["zero": "%d failu", "one": "%d fails", "other": "%d faili"],
                shown: [0: "0 failu", 1: "1 fails", 2: "2 faili", 5: "5 faili", 21: "21 fails", 10: "10 failu", 11: "11 failu", 111: "111 failu"]),
        // English has no zero category: the item is never selected, 0 shows `other`.
        Fixture(language: "en", items: ["zero": "No files", "one": "%d file", "other": "%,d files"],
                shown: [0: "0 files", 1: "1 file", 2: "2 files", 5: "5 files", 21: "21 files", 1234: "1,234 files"]),
        Fixture(language: "ja", items: ["other": "%d 個のファイル"],
                shown: [0: "0 個のファイル", 1: "1 個のファイル", 2: "2 個のファイル", 5: "5 個のファイル", 21: "21 個のファイル"]),
    ]

    @Test(arguments: fixtures)
    func showsTheItemAndroidShows(_ fixture: Fixture) throws {
        let message = Android.plurals(fixture.items, language: fixture.language)
        for engine in Self.engines {
            let renderer = MessageRenderer(rulesProvider: engine)
            for (quantity, text) in fixture.shown {
                let rendered = try renderer.render(message, arguments: .positional([.integer(quantity)]))
                #expect(rendered.text == text, "\(quantity)")
                #expect(rendered.diagnostics.isEmpty)
            }
        }
    }

    /// The renderer's zero policy is Apple's: it does not apply to Android, whose zero is CLDR's.
    @Test func theZeroPolicyDoesNotApply() throws {
        let message = Android.plurals(["zero": "No files", "one": "%d file", "other": "%d files"], language: "en")
        for policy in [PluralSelectionPolicy.apple, .cldr] {
            let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(zeroPolicy: policy))
            #expect(try renderer.render(message, arguments: [0]).text == "0 files")
        }
    }

    @Test func aMissingItemFallsBackToOther() throws {
        let message = Android.plurals(["one": "%d файл", "other": "%d файлов"], language: "ru")
        let rendered = try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: [3])
        #expect(rendered.text == "3 файлов")
        #expect(rendered.diagnostics.map(\.kind) == [.missingForm(.few)])
    }

    /// Without the category's item and without `other`, Android throws `NotFoundException`.
    @Test func withoutOtherTheMessageCannotRender() {
        let message = Android.plurals(["one": "%d файл"], language: "ru")
        let error = #expect(throws: MessageError.self) { try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: [3]) }
        #expect(error?.reason == .noOtherForm(variable: "plurals", selected: .few))
    }

    /// Android's quantity is an `int`: a fraction, or a number beyond 32 bits, is refused.
    @Test(arguments: [try! MessageArgument(decimal: "1.5"), try! MessageArgument(decimal: "1.0"), .floatingPoint(2.5), .integer(3_000_000_000), .string("five")])
    func theQuantityIsAnInt(_ quantity: MessageArgument) {
        let message = Android.plurals(["one": "%s file", "other": "%s files"], language: "en")
        #expect(throws: MessageError.self) { try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: .positional([quantity])) }
    }

    @Test func anIntegralDoubleIsItsValue() throws {
        let message = Android.plurals(["one": "%.1f mile", "other": "%.1f miles"], language: "en")
        #expect(try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: [1.0]).text == "1.0 mile")
    }

    /// Each item formats with the call's arguments: the quantity is argument 1 in the model, and
    /// `%2$s` takes the next.
    @Test func itemsTakeTheCallsArguments() throws {
        let message = Android.plurals(["one": "%2$s has %1$d new message", "other": "%2$s has %1$,d new messages"], language: "en")
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        #expect(try renderer.render(message, arguments: [1, "Ann"]).text == "Ann has 1 new message")
        #expect(try renderer.render(message, arguments: [2500, "Ann"]).text == "Ann has 2,500 new messages")
    }
}
