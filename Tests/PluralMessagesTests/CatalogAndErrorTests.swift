import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing
import TestSupport

@Suite struct StringCatalogTests {
    let table = Fixtures.catalog

    @Test func readsTheSourceLanguageAndLanguages() {
        #expect(table.developmentLanguage == "en")
        #expect(table.languages == ["de", "en", "ru"])
        #expect(table.keys.contains("Cancel"))
    }

    @Test func pluralVariations() throws {
        #expect(try render("%lld items", "en", [1], table: table) == "1 item")
        #expect(try render("%lld items", "en", [0], table: table) == "0 items")
        #expect(try render("%lld items", "ru", [3], table: table) == "3 предмета")
        #expect(try render("%lld items", "ru", [5], table: table) == "5 предметов")
        #expect(try render("%lld items", "ru", [21], table: table) == "21 предмет")
    }

    @Test func substitutions() throws {
        #expect(try render("photos_in_album", "en", ["Ann", 1, "Trip"], table: table) == "Ann has 1 photo in Trip")
        #expect(try render("photos_in_album", "ru", ["Маши", 5, "Отпуск"], table: table) == "У Маши 5 фотографий в альбоме «Отпуск»")
        #expect(try render("photos_in_album", "ru", ["Маши", 2, "Отпуск"], table: table) == "У Маши 2 фотографии в альбоме «Отпуск»")
        // argNum puts each substitution on its argument whatever the order in the text.
        #expect(try render("folders_hold_files", "en", [1, 3], table: table) == "3 folders hold 1 file")
        // No argNum: the next argument; the forms use another one by position.
        #expect(try render("followers", "en", [1, "Ann"], table: table) == "Ann follower")
        #expect(try render("followers", "en", [2, "Ann"], table: table) == "Ann followers")
    }

    @Test func deviceVariationsDefaultToOther() throws {
        #expect(try render("tap_to_continue", "en", [], table: table, renderer: .icu(device: "iphone")) == "Tap to continue")
        #expect(try render("tap_to_continue", "en", [], table: table, renderer: .icu(device: "mac")) == "Click to continue")
        #expect(try render("tap_to_continue", "en", [], table: table) == "Press to continue")
        #expect(try render("tap_to_continue", "ru", [], table: table, renderer: .icu(device: "mac")) == "Нажмите, чтобы продолжить")
        #expect(try render("device_plural", "en", [1], table: table, renderer: .icu(device: "mac")) == "Click 1 time")
        #expect(try render("device_plural", "en", [4], table: table, renderer: .icu(device: "iphone")) == "Tap 4 times")
    }

    @Test func untranslatedEntriesFallBackToTheSourceLanguage() throws {
        let renderer = MessageRenderer.icu()
        let save = try renderer.render(key: "Save", in: table, preferredLanguages: ["ru"], arguments: [])
        #expect(save.text == "Save")
        #expect(save.language == "en")
        #expect(table.message(forKey: "Save", language: "ru")?.state == "new")
        let review = try renderer.render(key: "Save", in: table, preferredLanguages: ["de-AT"], arguments: [])
        #expect(review.text == "Speichern")
        #expect(review.state == "needs_review")
        #expect(try renderer.render(key: "Cancel", in: table, preferredLanguages: ["ru"], arguments: []).text == "Cancel")
        #expect(try renderer.render(key: "photos_in_album", in: table, preferredLanguages: ["fr"], arguments: ["A", 2, "B"]).text == "A has 2 photos in B")
    }
}

@Suite struct RenderingErrorTests {
    @Test func missingArgumentNamesKeyAndPlace() throws {
        let error = try #require(renderingError("runs_completed", "en", [2]))
        #expect(error.reason == .missingArgument(position: 2, given: 1))
        #expect(error.key == "runs_completed")
        #expect(error.place == "variable 'lu_total_runs'")
        #expect(error.description.contains("runs_completed"))
    }

    @Test func wrongTypesAreRefused() throws {
        #expect(renderingError("files", "ru", ["five"])?.reason == .wrongArgumentType(position: 1, expected: "a number to select a plural form", actual: "string"))
        #expect(renderingError("files", "ru", [1.5])?.reason == .wrongArgumentType(position: 1, expected: "an integer", actual: "floating-point number"))
        #expect(renderingError("spelled", "en", [2, 3]) == nil)  // %@ prints numbers plainly
        #expect(renderingError("format_key", "ru", [-1])?.reason == .invalidArgumentValue(position: 1, "-1 is negative but the value type 'lu' is unsigned"))
        #expect(renderingError("files", "ru", [.floatingPoint(.nan)]) != nil)
    }

    @Test func malformedEntriesGiveErrorsNotCrashes() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("Malformed/en.lproj/Entries.stringsdict"))
        func reason(_ key: String) -> MessageError.Reason? { renderingError(key, "en", [1], table: table)?.reason }
        #expect(reason("not_a_dict") == .invalidEntry("the value of the key is not a dictionary"))
        #expect(reason("no_format").map { "\($0)" }?.contains("NSStringLocalizedFormatKey") == true)
        #expect(reason("bad_format") == .invalidFormat(FormatSyntaxError(offset: 0, reason: "'*' width or precision is not supported (it takes a hidden argument)")))
        #expect(reason("cycle") == .variableCycle(["a", "b", "a"]))
        #expect(reason("unknown_var") == .unknownVariable("missing"))
        // CoreFoundation takes `%n`'s argument and prints nothing.
        #expect(reason("percent_n") == nil)
        #expect(try render("percent_n", "en", [1], table: table) == "")
        #expect(reason("string_value_type") == nil)
        #expect(reason("gender") == nil)  // female (1) falls back to the only form, `other`
        #expect(reason("no_other") == nil)  // 1 is `one`, which the entry has
        #expect(renderingError("no_other", "en", [5], table: table)?.reason == .noOtherForm(variable: "v", selected: .other))
    }

    @Test(arguments: ["Malformed/en.lproj/NotXML.stringsdict", "Malformed/en.lproj/Array.stringsdict", "Malformed/en.lproj/Broken.strings",
                      "Malformed/Broken.xcstrings", "Malformed/WrongShape.xcstrings", "Malformed/missing.stringsdict", "Malformed"])
    func malformedFilesThrowFileErrors(path: String) {
        #expect(throws: MessageFileError.self) { try MessageTable.load(contentsOf: Fixtures.url(path)) }
    }

    @Test func badCatalogEntriesAreErrorsOfTheirKeysOnly() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("Malformed/Entries.xcstrings"))
        #expect(try render("fine", "en", [], table: table) == "Fine")
        #expect(renderingError("no_value", "en", [], table: table)?.reason == .invalidEntry("stringUnit has no value"))
        #expect(renderingError("bad_category", "en", [1], table: table)?.reason == .invalidEntry("unknown plural category 'lots'"))
        // The same entry in every process: before, its state was "translated" when the dictionary
        // happened to give `one` before `lots` (about one run in two), else nil.
        let badCategory = try #require(table.message(forKey: "bad_category", language: "en"))
        #expect(badCategory.state == nil && badCategory.catalogMetadata?.unitStates == [:])
        #expect(renderingError("empty_node", "en", [], table: table) != nil)
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Malformed/Entries.xcstrings")]))
        #expect(Set(findings.filter { $0.code == "invalid-entry" }.compactMap(\.key)) == ["no_value", "bad_category", "empty_node"])
    }

    @Test func tenThousandNestedVariablesEndWithAnError() throws {
        var entry: [String: Any] = ["NSStringLocalizedFormatKey": "%#@v0@"]
        for index in 0..<10_000 {
            entry["v\(index)"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "other": "%#@v\(index + 1)@"]
        }
        entry["v10000"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "other": "end"]
        let data = try PropertyListSerialization.data(fromPropertyList: ["deep": entry], format: .binary, options: 0)
        let directory = TestFolders.root.appendingPathComponent("deep-\(UUID().uuidString)/en.lproj")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let file = directory.appendingPathComponent("Deep.stringsdict")
        try data.write(to: file)
        let table = try MessageTable.load(contentsOf: file)
        #expect(renderingError("deep", "en", [1], table: table)?.reason == .nestingTooDeep(limit: MessageLimits.maximumNestingDepth))
    }

    @Test func exponentialExpansionStopsAtTheOutputLimit() throws {
        var variables: [String: MessageVariable] = [:]
        for index in 0..<40 {
            let inner = "%1$#@v\(index + 1)@%1$#@v\(index + 1)@"
            variables["v\(index)"] = MessageVariable(name: "v\(index)", kind: nil, valueType: "d", forms: [.category(.other): MessageText(inner)])
        }
        variables["v40"] = MessageVariable(name: "v40", kind: nil, valueType: "d", forms: [.category(.other): MessageText(String(repeating: "x", count: 8_000))])
        let message = LocalizedMessage(key: "bomb", language: "en", body: .text(MessageText("%1$#@v0@")), variables: variables, origin: MessageOrigin(file: nil, kind: .stringsdict))
        #expect(throws: MessageError(.outputTooLong(limit: MessageLimits.maximumOutputLength), key: "bomb", language: "en", place: "variable 'v40' form 'other'")) {
            try MessageRenderer.icu().render(message, arguments: [5])
        }
    }

    @Test func numbersAloneAlsoStopAtTheOutputLimit() throws {
        var variables: [String: MessageVariable] = [:]
        for index in 0..<30 {
            variables["v\(index)"] = MessageVariable(name: "v\(index)", kind: nil, valueType: "d",
                                                     forms: [.category(.other): MessageText("%1$#@v\(index + 1)@%1$#@v\(index + 1)@")])
        }
        variables["v30"] = MessageVariable(name: "v30", kind: nil, valueType: "d", forms: [.category(.other): MessageText("%1$d%1$d%1$d%1$d")])
        let message = LocalizedMessage(key: "digits", language: "en", body: .text(MessageText("%1$#@v0@")), variables: variables, origin: MessageOrigin(file: nil, kind: .stringsdict))
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(message, arguments: [123_456_789]) }
    }
}

@Suite struct FormatParsingTests {
    @Test(arguments: [
        ("%5000$d", "beyond"), ("%*d", "'*'"), ("%.*f", "'*'"), ("%99999999999d", "too large"), ("%20000d", "beyond"),
    ])
    func refusesBadFormats(format: String, fragment: String) {
        do {
            _ = try ParsedFormat(parsing: format)
            Issue.record("'\(format)' should not parse")
        } catch {
            #expect(error.description.contains(fragment), "\(error)")
        }
    }

    @Test func parsesPositionsFlagsAndVariables() throws {
        let format = try ParsedFormat(parsing: "a%%b %2$-08.3lf %#@x@ %3$#@y@ %@")
        #expect(format.variableNames == ["x", "y"])
        guard case let .specifier(specifier, offset) = format.segments[1] else { Issue.record("no specifier"); return }
        #expect(specifier.position == 2)
        #expect(specifier.leftAlign && !specifier.zeroPad)  // CoreFoundation: '-' wins over '0'

        #expect(specifier.width == 8 && specifier.precision == 3 && specifier.length == "l" && specifier.conversion == "f")
        #expect(offset == 5)
        #expect(format.segments[0] == .literal("a%b "))
        #expect(FormatSpecifier(valueType: "lu")?.kind == .unsignedInteger)
        #expect(FormatSpecifier(valueType: "@")?.kind == .object)
        #expect(FormatSpecifier(valueType: "q") == nil)
        #expect(try ParsedFormat(parsing: "%arg", allowsSubstitutionArgument: true).segments == [.substitutionArgument(offset: 0)])
    }

    @Test(arguments: [("5", MessageArgument.integer(5)), ("-12", .integer(-12)), ("1.50", .decimal(try! PluralDecimal(parsing: "1.50"))),
                      ("abc", .string("abc")), ("1e5", .string("1e5")), ("99999999999999999999", .string("99999999999999999999")),
                      ("-", .string("-")), ("1.", .string("1."))])
    func typesCommandLineArguments(text: String, expected: MessageArgument) {
        #expect(MessageArgument(inferringFrom: text) == expected)
    }
}
