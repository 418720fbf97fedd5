import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages
import Testing

/// Several namespaces in one root (`locales/en/common.json`, `locales/en/glossary.json`) are one
/// table whose keys are `NS:PATH`, as `t("glossary:term")` names them; a lone namespace keeps plain paths.
@Suite struct I18nextNamespaceTests {
    static let locales = Fixtures.url("I18next/Namespaces/locales")
    static let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())

    @Test func severalNamespacesAreOneTableOfNamespacedKeys() throws {
        let source = TableSource(inputs: [Self.locales])
        #expect(source.tables.map(\.name) == ["locales"])
        let table = try MessageTable.load(contentsOf: Self.locales)
        #expect(table.keys == ["common:item", "common:menu.open", "common:title", "glossary:term", "glossary:title"])
        #expect(Set(table.languages) == ["en", "de", "fr"])
        // A lone namespace keeps plain paths, its table named after it.
        let basic = try MessageTable.load(contentsOf: Fixtures.url("I18next/Basic/locales"))
        #expect(basic.name == "common" && basic.keys.contains("item"))
    }

    @Test func rendersNamespacedKeysAsI18nextDoes() throws {
        let table = try MessageTable.load(contentsOf: Self.locales)
        func render(_ key: String, _ language: String, _ count: Int?) -> String {
            let named: [String: MessageArgument] = count.map { ["count": .integer($0), "name": "Ann"] } ?? ["name": "Ann"]
            return (try? Self.renderer.render(key: key, in: table, preferredLanguages: .init([language]), arguments: .named(named)).text) ?? key
        }
        #expect(render("glossary:term", "fr", 1_000_000) == "1000000 de termes")
        // de has no glossary: en's, with de's rules.
        #expect(render("glossary:term", "de", 2) == "2 terms")
        #expect(render("common:item", "de", 1) == "1 Element")
        guard let node = I18nextOracleTests.node else {
            print("skipped: the i18next oracle needs Node and Debian's node-i18next (apt-get install node-i18next)")
            return
        }
        var cases: [I18nextOracleTests.Case] = []
        for language in ["en", "de", "fr", "pt"] {
            for key in ["common:item", "glossary:term", "glossary:title", "common:title", "common:menu.open"] {
                for count in (0...30).map(String.init) + ["1000000", "1.5"] {
                    cases.append(.init(lng: language, ns: "common", key: key, count: count, name: "Ann"))
                }
            }
        }
        let expected = try I18nextOracleTests.oracle(cases, node: node, locales: Self.locales)
        try #require(expected.count == cases.count)
        let differences = zip(cases, expected).compactMap { c, oracle -> String? in
            let ours = I18nextOracleTests.rendered(c, table: table, renderer: Self.renderer)
            return ours == oracle ? nil : "\(c.lng) \(c.key) \(c.count ?? "-"): i18next \"\(oracle)\", render \"\(ours)\""
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func writesOneFilePerNamespaceBack() throws {
        let table = try MessageTable.load(contentsOf: Self.locales)
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .i18next)
        #expect(written.files.keys.sorted() == ["de/common.json", "en/common.json", "en/glossary.json", "fr/glossary.json"])
        #expect(!written.notes.contains { $0.isError }, "\(written.notes)")
        let english = try #require(written.files["en/glossary.json"]).string
        #expect(english.contains(#""term_one" : "{{count}} term""#) && !english.contains("glossary:"), "\(english)")
        let folder = try I18nextConversionTests.written(written, under: "namespaces")
        let again = try MessageTable.load(contentsOf: folder)
        #expect(again.keys == table.keys)
        // Through a String Catalog (one table of `NS:PATH` keys) and back: the namespaces again.
        let catalog = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .xcstrings)
        let catalogFolder = try I18nextConversionTests.written(catalog, under: "namespaces-catalog")
        let fromCatalog = try MessageTable.load(contentsOf: try #require(FileManager.default.contentsOfDirectory(at: catalogFolder, includingPropertiesForKeys: nil).first))
        let back = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(fromCatalog, as: .i18next)
        #expect(back.files.keys.sorted() == written.files.keys.sorted())
    }

    @Test func lintNamesNamespacedKeysWithTheirLines() throws {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Self.locales]))
        // French 1,000,000 selects 'many': the glossary has it, the fixture's every plural is complete.
        #expect(!findings.contains { $0.severity == .error }, "\(findings.map(\.message))")
        let root = try temporaryDirectory("i18next-ns-lint-\(UUID().uuidString)")
        try write(["locales/en/a.json": Data(#"{"x_one": "{{count}} x", "x_other": "{{count}} xs"}"#.utf8),
                   "locales/en/b.json": Data("{\n\"y\": \"Y\"\n}".utf8),
                   "locales/ru/a.json": Data("{\n\"x_one\": \"{{count}} x\",\n\"x_other\": \"{{count}} x\"\n}".utf8)], in: root)
        let ru = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root.appendingPathComponent("locales")]))
            .filter { $0.key == "a:x" && $0.language == "ru" && $0.code == "missing-category" }
        #expect(ru.count == 2 && ru.allSatisfy { $0.location?.line == 2 }, "\(ru.map { "\($0.message) \(String(describing: $0.location))" })")
    }
}

/// i18next passes values by name: a positional message converted to i18next says where the way
/// back numbers its arguments otherwise (`%1$@ shared %#@n@`, whose count was argument 2).
@Suite struct I18nextArgumentOrderTests {
    @Test func positionalArgumentsThatComeBackReorderedAreNoted() throws {
        let catalog = try MessageTable.load(contentsOf: I18nextConversionTests.fromCatalog)
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let written = writer.write(catalog, as: .i18next)
        let shared = written.notes.filter { $0.key == "shared" && $0.language == "en" && $0.description.contains("by name") }
        #expect(shared.count == 1, "\(written.notes.filter { $0.key == "shared" })")
        #expect(shared.first?.description.contains("{{count}} argument 2, {{arg1}} argument 1") == true)
        #expect(shared.first?.description.contains("{{count}} argument 1, {{arg1}} argument 2") == true)
        // What the note says holds: back in a catalog, the arguments come in the order it names.
        let folder = try I18nextConversionTests.written(written, under: "order")
        let i18next = try MessageTable.load(contentsOf: folder, table: "common")
        let back = writer.write(i18next, as: .xcstrings)
        let backFolder = try I18nextConversionTests.written(back, under: "order-back")
        let again = try MessageTable.load(contentsOf: backFolder.appendingPathComponent("common.xcstrings"))
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        for count in [0, 1, 2, 5, 21] {
            let before = try renderer.render(key: "shared", in: catalog, preferredLanguages: .init(["en"]), arguments: .positional(["Ann", .integer(count)])).text
            let after = try renderer.render(key: "shared", in: again, preferredLanguages: .init(["en"]), arguments: .positional([.integer(count), "Ann"])).text
            #expect(before == after)
        }
        // Where the count was argument 1 and the others follow in order, nothing changes; a text
        // without a plural keeps its positions as numbered names ({{1}} by {{0}}): no note.
        var table = MessageTable(name: "app", developmentLanguage: "en")
        try table.add(contentsOf: Data(#""kept" = "%1$lld files by %2$@";"#.utf8), kind: .strings, language: "en")
        try table.add(contentsOf: Data(#""swapped" = "%2$@ by %1$@";"#.utf8), kind: .strings, language: "en")
        let notes = writer.write(table, as: .i18next).notes.filter { $0.description.contains("by name") }
        #expect(notes.isEmpty, "\(notes)")
    }
}
