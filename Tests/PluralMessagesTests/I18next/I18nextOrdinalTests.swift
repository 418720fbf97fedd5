import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages
import Testing

/// i18next ordinals (`place_ordinal_one`…, i18next 23 and later): one message `place_ordinal`
/// selected by the ordinal rules, as `t("place", {count, ordinal: true})` selects it.
@Suite struct I18nextOrdinalTests {
    static let locales = Fixtures.url("I18next/Ordinal/locales")
    static let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())

    static func render(_ key: String, _ language: String, _ count: MessageArgument?, in table: MessageTable, name: String? = nil) -> String {
        var named: [String: MessageArgument] = [:]
        if let count { named["count"] = count }
        if let name { named["name"] = .string(name) }
        return (try? renderer.render(key: key, in: table, preferredLanguages: .init([language]), arguments: .named(named)).text) ?? "-"
    }

    @Test func ordinalSiblingsAreOneOrdinalMessage() throws {
        let table = try MessageTable.load(contentsOf: Self.locales, table: "common")
        let place = try #require(table.message(forKey: "place_ordinal", language: "en"))
        #expect(place.pluralRuleType == .ordinal)
        guard case let .plural(_, forms) = place.body else { Issue.record("not a plural: \(place.body)"); return }
        #expect(Set(forms.keys) == [.category(.one), .category(.two), .category(.few), .category(.other)])
        #expect(table.message(forKey: "place_ordinal_one", language: "en") == nil)
        // Beside cardinal siblings, the bare key is the fallback of both.
        let floor = try #require(table.message(forKey: "floor", language: "en"))
        #expect(floor.pluralRuleType == .cardinal)
        let floorOrdinal = try #require(table.message(forKey: "floor_ordinal", language: "en"))
        #expect(floorOrdinal.pluralFallback == floor.pluralFallback && floor.pluralFallback != nil)
        // Beside ordinal siblings alone, the bare key stays a key of its own.
        let rank = try #require(table.message(forKey: "rank", language: "en"))
        guard case .text = rank.body else { Issue.record("not a text: \(rank.body)"); return }
        #expect(table.message(forKey: "rank_ordinal", language: "en")?.pluralFallback != nil)
        // A lone ordinal form that is not `_other` with {{count}} is a key of its own, as for cardinals.
        #expect(table.message(forKey: "lap_ordinal_many", language: "it") != nil)
        #expect(table.message(forKey: "menu.turn_ordinal", language: "en")?.pluralRuleType == .ordinal)
    }

    @Test func rendersByTheOrdinalRules() throws {
        let table = try MessageTable.load(contentsOf: Self.locales, table: "common")
        #expect(Self.render("place_ordinal", "en", 1, in: table) == "1st place")
        #expect(Self.render("place_ordinal", "en", 22, in: table) == "22nd place")
        #expect(Self.render("place_ordinal", "en", 113, in: table) == "113th place")
        // No `_zero` lookup for an ordinal: 0 is English ordinal 'other'.
        #expect(Self.render("place_ordinal", "en", 0, in: table) == "0th place")
        // The cardinal plural of the same base is unchanged: 2 is 'other' there.
        #expect(Self.render("floor", "en", 2, in: table) == "2 floors")
        #expect(Self.render("floor_ordinal", "en", 2, in: table) == "2nd floor")
        // A missing ordinal form falls back to the bare key, never to `_ordinal_other`.
        #expect(Self.render("rank_ordinal", "en", 2, in: table) == "Rank 2")
        // Welsh 3 is ordinal 'few', which cy lacks: its bare key.
        #expect(Self.render("place_ordinal", "cy", 3, in: table) == "Safle 3")
        // pt-BR has no place: pt's.
        #expect(Self.render("place_ordinal", "pt-BR", 3, in: table) == "3º lugar")
    }

    /// i18next 25.4 and later (`Translator.resolve`, commit bbe7d42b) try `base_<category>` between
    /// `base_ordinal_<category>` and `base`: a key of its own, or that form of the cardinal plural.
    /// Checked once against i18next 26.3.6 itself ("one step", "1 level", "Level 2"; not the
    /// Debian oracle, whose 22.4.8 has no `_ordinal_` keys).
    @Test func aMissingOrdinalFormTriesTheCardinalKeyOfItsCategory() throws {
        let root = try temporaryDirectory("i18next-ordinal-\(UUID().uuidString)")
        try write(["locales/en/common.json": Data(#"{"step_one": "one step", "step_ordinal_two": "{{count}}nd step", "step_ordinal_other": "{{count}}th step", "level": "Level {{count}}", "level_one": "{{count}} level", "level_other": "{{count}} levels", "level_ordinal_few": "{{count}}rd level", "level_ordinal_other": "{{count}}th level"}"#.utf8)], in: root)
        let table = try MessageTable.load(contentsOf: root.appendingPathComponent("locales"), table: "common")
        #expect(Self.render("step_ordinal", "en", 1, in: table) == "one step")
        #expect(Self.render("step_ordinal", "en", 2, in: table) == "2nd step")
        #expect(Self.render("level_ordinal", "en", 1, in: table) == "1 level")
        // English cardinal has no 'two': the bare key.
        #expect(Self.render("level_ordinal", "en", 2, in: table) == "Level 2")
        #expect(Self.render("level_ordinal", "en", 3, in: table) == "3rd level")
        #expect(Self.render("level_ordinal", "en", nil, in: table) == "Level {{count}}")
    }

    @Test func rendersAsI18nextDoes() throws {
        guard let node = I18nextOracleTests.node else {
            print("skipped: the i18next oracle needs Node and Debian's node-i18next (apt-get install node-i18next)")
            return
        }
        let languages = ["en", "fr", "cy", "pt", "pt-BR", "it", "ru", "sv", "de"]
        let counts = (0...130).map(String.init) + ["1.5", "2.0", "-1", "1000001"]
        var cases: [I18nextOracleTests.Case] = []
        for language in languages {
            for key in ["place", "floor", "rank", "lap", "menu.turn"] {
                for count in counts {
                    cases.append(.init(lng: language, ns: "common", key: key, count: count, name: key == "menu.turn" ? "Ann" : nil, ordinal: true))
                }
                cases.append(.init(lng: language, ns: "common", key: key, count: nil, name: nil, ordinal: true))
            }
            for count in counts { cases.append(.init(lng: language, ns: "common", key: "floor", count: count, name: nil)) }
        }
        let expected = try I18nextOracleTests.oracle(cases, node: node, locales: Self.locales)
        try #require(expected.count == cases.count)
        let table = try MessageTable.load(contentsOf: Self.locales, table: "common")
        var differences: [String] = []
        for (c, oracle) in zip(cases, expected) {
            let key = c.ordinal == true ? c.key + "_ordinal" : c.key
            var ours = Self.render(key, c.lng, c.count.map(I18nextOracleTests.number), in: table, name: c.name)
            if ours == "-" { ours = c.key }
            if ours != oracle { differences.append("\(c.lng) \(key) count=\(c.count ?? "-"): i18next \"\(oracle)\", render \"\(ours)\"") }
        }
        #expect(differences.isEmpty, "\(differences.count) of \(cases.count) differ:\n\(differences.prefix(20).joined(separator: "\n"))")
        #expect(cases.count > 6_000)
    }

    @Test func lintChecksOrdinalCategories() throws {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Self.locales]))
        func codes(_ key: String, _ language: String) -> [String] {
            findings.filter { $0.key == key && $0.language == language }.map(\.code).sorted()
        }
        // Complete ordinals, and their fixed texts ("1st"), have nothing to say.
        #expect(codes("place_ordinal", "en") == [], "\(findings.filter { $0.key == "place_ordinal" }.map(\.message))")
        #expect(codes("floor_ordinal", "en") == [])
        #expect(codes("place_ordinal", "fr") == [])
        // English ordinals select 'two' (2, 22…) and 'few' (3, 23…): missing, they show the bare key.
        let rank = findings.filter { $0.key == "rank_ordinal" && $0.language == "en" }
        #expect(rank.map(\.code) == ["missing-category", "missing-category"], "\(rank.map(\.message))")
        #expect(rank.allSatisfy { $0.severity == .error && $0.message.contains("i18next ordinal") && $0.message.contains("'rank'") })
        #expect(rank.contains { $0.message.contains("rank_ordinal_two") })
        // Welsh lacks few, many and zero; Russian ordinals are 'other' alone.
        #expect(codes("place_ordinal", "cy").allSatisfy { $0 == "missing-category" } && codes("place_ordinal", "cy").count == 3)
        #expect(codes("place_ordinal", "ru") == ["unused-category"])
        // No ordinal key is a stray key, nor a cardinal plural missing forms.
        #expect(!findings.contains { $0.key?.contains("_ordinal_") == true }, "\(findings.filter { $0.key?.contains("_ordinal_") == true }.map(\.message))")
        let bare = findings.filter { ["place", "floor", "rank"].contains($0.key) && $0.language == "en" }
        #expect(bare.isEmpty, "\(bare.map(\.message))")
    }

    @Test func convertsAsSelectOrdinalAndBackAsOrdinalKeys() throws {
        let table = try MessageTable.load(contentsOf: Self.locales, table: "common")
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let messageFormat = writer.write(table, as: .messageformat)
        let english = try #require(messageFormat.files["en.json"]).string
        #expect(english.contains("{count, selectordinal, one {#st place} two {#nd place} few {#rd place} other {#th place}}"), "\(english)")
        // i18next back to i18next: the same keys and renders.
        let written = writer.write(table, as: .i18next)
        #expect(!written.notes.contains { $0.key.contains("ordinal") }, "\(written.notes.map(\.description))")
        let folder = try I18nextConversionTests.written(written, under: "ordinal")
        let again = try MessageTable.load(contentsOf: folder, table: "common")
        #expect(again.keys == table.keys)
        for language in table.languages {
            for key in ["place_ordinal", "floor_ordinal", "rank_ordinal", "floor", "rank"] {
                for count in 0...30 {
                    #expect(Self.render(key, language, .integer(count), in: again) == Self.render(key, language, .integer(count), in: table), "\(language) \(key) \(count)")
                }
            }
        }
    }
}
