@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// The one rule for argument positions (``ArgumentCursor``), the one walk (``MessageWalk``), the
/// signature it gives (``MessageSignature``), and the regressions where the tools disagreed.
@Suite struct MessageWalkTests {
    static func describe(_ findings: [LintFinding]) -> String { findings.map(\.description).joined(separator: "\n") }

    // MARK: Positions

    @Test(arguments: [
        // A text: unpositioned conversions and variables count from 1, positions stay.
        ("%@ has %d", "1: object, 2: integer"),
        ("%2$@ and %1$d", "1: integer, 2: object"),
        ("%d %#@n@ %f", "1: integer, 2: integer, 3: floating point; n: plural on 2"),
        ("%#@n@ %@", "1: integer, 2: object; n: plural on 1"),
        ("%2$#@n@ %@", "1: object, 2: integer; n: plural on 2"),
        // In a variable's forms the next argument is the variable's own, then the ones after it.
        ("%#@of@", "1: integer, 2: integer; of: plural on 1"),
    ])
    func positionsFollowOneRule(format: String, expected: String) {
        let of = MessageVariable(name: "of", kind: .plural, valueType: "lu", forms: [.category(.other): MessageText("%lu of %lu")])
        let n = MessageVariable(name: "n", kind: .plural, valueType: "d", forms: [.category(.other): MessageText("%d")])
        let message = LocalizedMessage(key: "k", language: "en", body: .text(MessageText(format)), variables: ["of": of, "n": n],
                                       origin: MessageOrigin(file: nil, kind: .stringsdict))
        #expect(MessageSignature(message).description == expected)
    }

    @Test func messageFormatArgumentsAreNamedInOrderOfFirstAppearance() {
        let message = LocalizedMessage(key: "inbox", language: "en", messageFormat: "{user} has {count, plural, one {# message} other {# messages}} {kind, select, other {x}}")
        let signature = MessageSignature(message)
        #expect(signature.description == "1 user: any, 2 count: number, 3 kind: keyword; count: plural on 2, kind: select on 3")
    }

    @Test func aCatalogPluralVariationCountsAnUnpositionedVariable() throws {
        // `%#@who@` takes argument 1, so the number the `other` form formats is argument 2.
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%#@who@ has %lld item"}},
          "other": {"stringUnit": {"state": "translated", "value": "%#@who@ has %lld items"}}}},
          "substitutions": {"who": {"formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg people"}}}}}}}}}}}
        """
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(catalog.utf8), kind: .xcstrings, language: nil)
        let message = try #require(table.message(forKey: "k", language: "en"))
        guard case let .plural(argument, _) = message.body else {
            Issue.record("not a plural variation: \(message.body)")
            return
        }
        #expect(argument == 2)
        let rendered = try MessageRenderer.icu().render(message, arguments: [3, 1])
        #expect(rendered.text == "3 people has 1 item")
    }

    // MARK: Selector kinds

    @Test(arguments: [
        ("NSStringPluralRuleType", SelectorKind.plural as SelectorKind?), ("NSStringGenderRuleType", .gender),
        ("NSStringOrdinalRuleType", .unsupported("NSStringOrdinalRuleType")), (nil, nil),
    ] as [(String?, SelectorKind?)])
    func appleSpellingsAreMappedByTheReader(spelling: String?, expected: SelectorKind?) throws {
        var variable = "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string>"
        if let spelling { variable += "<key>NSStringFormatSpecTypeKey</key><string>\(spelling)</string>" }
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>\(variable)</dict></dict></dict></plist>
        """
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: "en")
        #expect(table.message(forKey: "k", language: "en")?.variables["n"]?.kind == expected)
    }

    @Test func messageFormatChoicesHaveTheirKinds() {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat: "{a, plural, other {#}}{b, selectordinal, other {#}}{c, select, other {x}}")
        #expect(["a", "b", "c"].map { message.variables[$0]?.kind } == [.plural, .ordinal, .select])
    }

    // MARK: Regressions

    @Test(arguments: MessageWalkTests.engines.indices)
    func aCrossVariableConflictIsFoundInTheDevelopmentLanguage(engine: Int) throws {
        // Mastodon's shape: `names` declares argument 1 as `ld` (its forms are empty), `mutual` prints it with %1$@.
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("Lint/Regressions")]))
        let conflict = findings.filter { $0.key == "followed" && $0.code == "value-type-mismatch" }
        #expect(conflict.map(\.language) == ["en"], "\(Self.describe(findings))")
        #expect(conflict.first?.severity == .error)
        #expect(conflict.first?.message.contains("argument 1 is used as integer and as object") == true, "\(conflict.first?.message ?? "none")")
        // Rendering agrees: the names the app passes are refused, a number is printed as an object.
        let table = try MessageTable.load(contentsOf: Fixtures.url("Lint/Regressions"))
        let renderer = MessageRenderer(rulesProvider: Self.engines[engine])
        #expect(throws: MessageError.self) { try renderer.render(key: "followed", in: table, preferredLanguages: ["en"], arguments: ["Ann, Bob", 5]) }
        let numbers = try renderer.render(key: "followed", in: table, preferredLanguages: ["en"], arguments: [2, 5])
        #expect(numbers.diagnostics.contains { if case .numberAsObject = $0.kind { true } else { false } })
        #expect(MessageSignature(try #require(table.message(forKey: "followed", language: "en"))).argument(at: 1)?.conflictingTypes == [.object])
    }

    @Test(arguments: MessageWalkTests.engines.indices)
    func aTranslationsBrokenPositionalConversionIsAnError(engine: Int) throws {
        // damus's shape: the source has %1$d, the Arabic `few` form has `%1$ و`, which Apple prints as "1".
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("Lint/Regressions")]))
        let broken = findings.filter { $0.key == "reacted" && $0.language == "ar" && $0.severity == .error }
        #expect(broken.map(\.code) == ["stray-percent"], "\(Self.describe(findings))")
        #expect(broken.first?.message.contains("Apple prints '1' and drops 'و'") == true, "\(broken.first?.message ?? "none")")
        let table = try MessageTable.load(contentsOf: Fixtures.url("Lint/Regressions"))
        let rendered = try MessageRenderer(rulesProvider: Self.engines[engine]).render(key: "reacted", in: table, preferredLanguages: ["ar"], arguments: [3, "x"])
        #expect(rendered.text == "تفاعل 1 أشخاص مع x", "\(rendered.text)")
        #expect(!findings.contains { $0.key == "reacted" && $0.language == "en" }, "\(Self.describe(findings))")
    }

    @Test func aPercentInATextThatTakesNoArgumentIsAWarning() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/RegressionCatalog")]))
        let anonymous = findings.filter { $0.key == "anonymous" }
        #expect(!anonymous.isEmpty, "\(Self.describe(findings))")
        #expect(anonymous.allSatisfy { $0.severity == .warning && $0.code == "lost-conversion" }, "\(Self.describe(findings))")
        #expect(anonymous.first?.message.contains("if the text is used as a format") == true)
    }

    // MARK: One walk, every tool

    static let engines: [any PluralRulesProvider & Sendable] = [ICUPluralRulesProvider(), CLDRPluralRulesProvider()]

    static let readmeResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ReadmeExampleTests/Resources").standardized

    static let trees: [String] = ConversionFixtures.trees + ["Lint/Regressions", "Lint/RegressionCatalog/Localizable.xcstrings", "ReadmeResources"]

    static func table(_ name: String) throws -> MessageTable {
        name == "ReadmeResources" ? try MessageTable.load(contentsOf: readmeResources) : try ConversionFixtures.table(name)
    }

    /// A value of each argument's type.
    static func arguments(for signature: MessageSignature) -> [MessageArgument] {
        guard let last = signature.arguments.last?.position else { return [] }
        return (1...last).map { position in
            switch signature.argument(at: position)?.type {
            case .integer?, .number?, nil: .integer(2)
            case .floatingPoint?: .floatingPoint(2.5)
            case .object?, .string?, .any?: .string("x")
            case .keyword?: .string("other")
            case .date?: .string("2025-03-14T09:30:00Z")
            }
        }
    }

    @Test(arguments: MessageWalkTests.trees)
    func theSignatureIsWhatTheRendererBinds(tree: String) throws {
        let table = try Self.table(tree)
        let renderer = MessageRenderer.icu()
        var checked = 0
        for language in table.languages {
            for (key, message) in table.messages[language] ?? [:] {
                let signature = MessageSignature(message)
                do {
                    _ = try renderer.render(message, arguments: .positional(Self.arguments(for: signature)))
                    checked += 1
                } catch {
                    switch error.reason {
                    case .wrongArgumentType, .missingArgument, .missingNamedArgument, .invalidArgumentValue:
                        // Only an argument the message itself uses as two types may be refused.
                        #expect(signature.arguments.contains { !$0.conflictingTypes.isEmpty }, "\(tree) \(key) \(language): \(signature) → \(error)")
                    default:
                        break  // an unreadable entry, an unknown variable, a cycle: the message's own defect
                    }
                }
            }
        }
        #expect(checked > 0)
    }

    @Test(arguments: MessageWalkTests.trees)
    func lintComparesTheSignatures(tree: String) throws {
        // The cross-language reference is the development language's signature: a translation
        // whose signature equals it has no argument-mismatch finding.
        let table = try Self.table(tree)
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(table))
        let development = table.developmentLanguageIfPresent
        guard let development else { return }
        for finding in findings where finding.code == "argument-mismatch" {
            guard let key = finding.key, let language = finding.language, language != development,
                  let message = table.message(forKey: key, language: language), message.argumentNames.isEmpty,
                  let reference = table.message(forKey: key, language: development), !finding.message.contains("the key"),
                  finding.message.contains("in \(development)")
            else { continue }
            #expect(MessageSignature(message).types != MessageSignature(reference).types, "\(tree) \(key) \(language): \(finding)")
        }
    }

    @Test(arguments: MessageWalkTests.trees)
    func previewRowsRenderWhatRenderPrints(tree: String) throws {
        let table = try Self.table(tree)
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider())
        let renderer = MessageRenderer.icu()
        var compared = 0
        for entry in preview.entries {
            guard let message = table.message(forKey: entry.key, language: entry.language), entry.variants.count == 1,
                  let variant = entry.variants.first, variant.label == nil else { continue }
            if let plain = variant.plain, let text = plain.text, MessageSignature(message).arguments.isEmpty {
                #expect((try? renderer.render(message, arguments: []).text) == text, "\(tree) \(entry.key) \(entry.language)")
                compared += 1
            }
            for selection in variant.selections {
                guard var arguments = Self.arguments(selection, names: message.argumentNames) else { continue }
                for row in selection.rows {
                    for example in row.examples {
                        guard let text = example.text, let varied = Self.argument(example.argument) else { continue }
                        while arguments.count < selection.argument { arguments.append(.string("")) }
                        arguments[selection.argument - 1] = varied
                        #expect((try? renderer.render(message, arguments: .positional(arguments)).text) == text, "\(tree) \(entry.key) \(entry.language) \(row.form) \(example.argument)")
                        compared += 1
                    }
                }
            }
        }
        if tree == "Tables" { #expect(compared > 20) }
    }

    /// The other arguments of a selection's examples, from their text (`"2 = 5"`, `"host = ‹host›"`).
    static func arguments(_ selection: MessagePreview.Selection, names: [String]) -> [MessageArgument]? {
        var arguments: [MessageArgument] = []
        for other in selection.otherArguments {
            let parts = other.components(separatedBy: " = ")
            guard parts.count == 2, let value = argument(parts[1]) else { return nil }
            guard let position = names.isEmpty ? Int(parts[0]) : names.firstIndex(of: parts[0]).map({ $0 + 1 }) else { return nil }
            while arguments.count < position { arguments.append(.string("")) }
            arguments[position - 1] = value
        }
        return arguments
    }

    /// An argument as a preview shows it: `21`, `1.5`, `0 (male)`, `‹2›`, `female`.
    static func argument(_ shown: String) -> MessageArgument? {
        if let gender = shown.split(separator: " ").first, shown.hasSuffix(")"), let number = Int(gender) { return .integer(number) }
        if shown == "2.5" { return .floatingPoint(2.5) }
        return MessageArgument(inferringFrom: shown)
    }

    @Test(arguments: MessageWalkTests.trees, [MessageFileFormat.xcstrings, .stringsdict])
    func convertingKeepsTheSignature(tree: String, format: MessageFileFormat) throws {
        let table = try Self.table(tree)
        let (read, written) = try convert(table, to: format)
        let noted = Set(written.notes.map { "\($0.key)|\($0.language)" })
        for language in table.languages {
            for (key, message) in table.messages[language] ?? [:] where !noted.contains("\(key)|\(language)") && message.argumentNames.isEmpty {
                guard let back = read.message(forKey: key, language: language) else { continue }
                if case .invalid = message.body { continue }
                #expect(MessageSignature(back).types == MessageSignature(message).types, "\(tree) \(key) \(language) → \(format)")
            }
        }
    }
}
