import Foundation
import ICUPlural
import PluralInflection
@testable import PluralMessages
import TestSupport
import Testing

/// Apple's inflection markup checked by lint and written out by convert.
@Suite struct InflectionLintAndConversionTests {
    static let url = Fixtures.url("Inflection/Localizable.xcstrings")
    static let task = "^[%lld Task](inflect: true)"

    static func findings() -> [LintFinding] {
        MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([url]))
    }

    @Test func aLanguageAppleCannotInflectNamesWhatUsersSee() throws {
        let found = Self.findings().filter { $0.rule == .inflectionNotInflectable }
        #expect(found.map(\.language) == ["ru"])
        let finding = try #require(found.first)
        #expect(finding.key == Self.task)
        #expect(finding.message.contains("'5 задача'"))
        #expect(finding.severity == .warning)
    }

    @Test func aLanguageAppleInflectsButThisPackageDoesNotIsANote() {
        let found = Self.findings().filter { $0.rule == .inflectionNotRendered }
        #expect(found.map(\.language) == ["fr"])
        #expect(found.first?.message.contains("'5 tâche'") == true)
        #expect(found.first?.severity == .note)
    }

    @Test func droppedAndAddedMarkupAcrossLanguages() {
        let findings = Self.findings()
        let dropped = findings.filter { $0.rule == .inflectionDropped }
        #expect(dropped.map { "\($0.language ?? "") \($0.key ?? "")" } == ["de ^[%lld paused item](inflect: true) will receive updates"])
        let added = findings.filter { $0.rule == .inflectionAdded }
        #expect(added.map { "\($0.language ?? "") \($0.key ?? "")" } == ["es %lld messages"])
        // Russian's own plural variation for "%lld messages" is no dropped markup: the source has none.
        #expect(!findings.contains { $0.rule == .inflectionDropped && $0.language == "ru" })
    }

    @Test func attributesNotAppliedAreReported() {
        let found = Self.findings().filter { $0.rule == .inflectionAttributes }
        #expect(found.map(\.language) == ["es"])
        #expect(found.first?.message.contains("agreeWithConcept") == true)
    }

    @Test func theRulesAreListedAndDocumented() throws {
        let rules: [LintRule] = [.inflectionNotInflectable, .inflectionNotRendered, .inflectionDropped, .inflectionAdded, .inflectionAttributes]
        for rule in rules {
            #expect(LintRule(code: rule.code) == rule)
            #expect(!rule.summary.isEmpty && !rule.help.isEmpty)
        }
    }

    /// Written for a platform that does not read the markup, then read back and rendered: what Apple shows.
    @Test(arguments: [MessageFileFormat.messageformat, .android, .messageformat2])
    func convertedMarkupRendersAsAppleShowsIt(_ format: MessageFileFormat) throws {
        let table = try MessageTable.load(contentsOf: Self.url)
        let output = TestFolders.root.appendingPathComponent("inflection-\(format.rawValue)-\(UUID().uuidString)")
        let notes = try MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: format, to: output)
        let written = try MessageTable.load(contentsOf: output)
        let key = written.keys.first { $0 == Self.task || $0.hasSuffix("lld_Task__inflect__true_") } ?? Self.task
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        func text(_ language: String, _ count: Int) throws -> String {
            let message = try #require(written.message(forKey: key, language: language))
            return try renderer.render(message, arguments: .positional([.integer(count)])).text
        }
        #expect(try text("en", 1) == "1 Task")
        #expect(try text("en", 3) == "3 Tasks")
        #expect(try text("es", 3) == "3 tareas")
        #expect(try text("ru", 5) == "5 задача")
        #expect(notes.contains { $0.key == Self.task && $0.language == "en" && $0.kind == .inflectionExpanded(argument: 1) })
        #expect(notes.contains { $0.key == Self.task && $0.language == "ru" && $0.kind == .inflectionAsWritten(.languageNotInflected("ru")) })
        #expect(notes.contains { $0.language == "es" && $0.kind == .inflectionAsWritten(.phraseHoldsWordArgument(position: 2)) })
        for data in try FileManager.default.subpathsOfDirectory(atPath: output.path).compactMap({ FileManager.default.contents(atPath: output.appendingPathComponent($0).path) }) {
            let text = String(decoding: data, as: UTF8.self)
            // Keys keep the markup in MessageFormat's JSON (they are the catalog's keys); no text does.
            #expect(!text.contains("](inflect: true) will") || format == .messageformat || format == .messageformat2)
            #expect(!text.contains(": \"^[") && !text.contains(">^["))
        }
    }

    @Test func aCatalogKeepsTheMarkup() throws {
        let table = try MessageTable.load(contentsOf: Self.url)
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .xcstrings)
        #expect(!written.notes.contains { if case .inflectionExpanded = $0.kind { true } else { false } })
        let catalog = String(decoding: try #require(written.files.values.first), as: UTF8.self)
        #expect(catalog.contains("^[%lld tarea](inflect: true)"))
    }

    /// The phrase's conversions are hidden from inflection: "%lld" is no word.
    @Test func conversionsInAPhraseAreNotWords() {
        #expect(InflectionConversion.inflectingFormat("%lld paused item") { PhraseInflection.inflect($0, to: .plural, language: "en") } == "%lld paused items")
        #expect(InflectionConversion.inflectingFormat("%1$lld nueva tarea %%") { PhraseInflection.inflect($0, to: .plural, language: "es") } == "%1$lld nuevas tareas %%")
    }
}
