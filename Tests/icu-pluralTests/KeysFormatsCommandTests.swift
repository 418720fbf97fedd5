import Foundation
import Testing

/// `icu-plural keys` lists every argument a message takes in every format, with its type as the
/// file writes it (issues 31 and 32).
@Suite struct KeysFormatsCommandTests {
    static func fixture(_ path: String) -> String { KeysCommandTests.fixture(path) }

    /// MessageFormat 2 tables: `.input`s, placeholders and selectors, typed by their functions.
    @Test func messageFormat2TablesListTheirArguments() throws {
        let result = try CommandRunner.run(["keys", Self.fixture("MessageFormat2Tables")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n") == [
            "files [en, es, ru]: 1 count: number (:integer); count: plural on 1",
            "hello [en, es, ru]: 1 name: any",
            "invited [en, ru]: 1 count: number (:integer), 2 host: any; count: plural on 1",
            "place [en, ru]: 1 n: number (:integer); n: ordinal on 1",
            "posted [en, ru]: 1 when: date (:datetime)",
            "reply [en, ru]: 1 gender: keyword (:string); gender: select on 1",
        ])
    }

    /// `{when, time, short}`: listed in every language (it was "no arguments"), as the date ICU takes.
    @Test func argumentsOfTypesOnlyICUFormatsAreListed() throws {
        let result = try CommandRunner.run(["keys", Self.fixture("MessageFormatLint/Issue21"), "--key", "meeting"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "meeting [en, de]: 1 when: date (time)\n")
        let json = try CommandRunner.run(["keys", Self.fixture("MessageFormatLint/Issue21"), "--key", "meeting", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let key = try #require(((report["tables"] as? [[String: Any]])?.first?["keys"] as? [[String: Any]])?.first)
        let argument = try #require(((key["signatures"] as? [[String: Any]])?.first?["arguments"] as? [[String: Any]])?.first)
        #expect(argument["name"] as? String == "when")
        #expect(argument["type"] as? String == "date")
        #expect(argument["declared"] as? String == "time")
    }

    /// Android resources: a `<plurals>` takes the quantity it prints, a `<string>` its conversions.
    @Test func androidResourcesListTheirArguments() throws {
        let result = try CommandRunner.run(["keys", Self.fixture("AndroidLint/res"), "--key", "invites"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n") == ["invites [en]: 1: object, 2: integer", "invites [ru]: 1: integer, 2: object"])
    }
}

/// Flutter ARB folders through `keys`, `render` and `preview` (issue 41): the seam gives them for free.
@Suite struct FlutterARBCommandTests {
    static let folder = KeysCommandTests.fixture("FlutterARB/app/lib/l10n")

    @Test func keysListTheARBPlurals() throws {
        let result = try CommandRunner.run(["keys", Self.folder])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n").contains("items [en, ar, fr, pt-BR, ru]: 1 count: number; count: plural on 1"))
    }

    @Test func renderShowsWhatGenL10nShows() throws {
        let result = try CommandRunner.run(["render", Self.folder, "items", "21", "--language", "ru"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "1 товар\n")
    }

    @Test func previewShowsTheARBPlurals() throws {
        let result = try CommandRunner.run(["preview", Self.folder, "--output", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Нет товаров"))
        #expect(result.standardOutput.contains("1 товар"))
    }
}
