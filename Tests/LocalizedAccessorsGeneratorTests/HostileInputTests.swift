import Foundation
@testable import LocalizedAccessorsGenerator
@testable import PluralMessages
import Testing

/// Catalogs from strangers: whatever a file holds, the generated Swift type-checks and declares
/// only the accessors, and the diagnostics stay one line each (issue 30).
@Suite struct HostileInputTests {
    /// Code that closes the comment, literal or declaration it lands in and declares a function.
    static let payload = "\n}\nfunc print(_ items: Any...) { }\nextension L10n {\n ///\r\u{2028}\u{85}\u{B}\u{C} \"\"\" */ /* \\(x) \\u{41} #\"\u{202E}\u{2066}\u{200F}\u{61C}\u{200B}\u{E0041}\u{FEFF}\u{1B}[31m"
    /// The issue's language: a declaration after a line break in the table's doc comment.
    static let language = "zz\n}\nfunc print(_ items: Any...) { }\nextension L10n {\n ///"

    /// A String Catalog whose every text holds `text`: keys, values, plural forms, a substitution
    /// and its forms, comments, and a language (`language`), beside `en` and `de`.
    static func catalog(_ text: String, language: String, sourceLanguage: String = "en") throws -> MessageTable {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        func plural(_ value: String) -> [String: Any] { ["variations": ["plural": ["one": unit(value + " %lld"), "other": unit(value + " %lld")]]] }
        let substitution: [String: Any] = [
            "stringUnit": ["state": "translated", "value": text + " %#@items@"],
            "substitutions": ["items": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": ["one": unit(text + " %arg"), "other": unit(text + " %arg")]]]],
        ]
        let strings: [String: Any] = [
            text: ["comment": text, "localizations": ["en": unit(text), "de": unit(text), language: unit(text)]],
            "zz" + text: ["comment": text, "localizations": ["en": unit(text + " %@ %lld"), language: unit(text)]],
            "count" + text: ["localizations": ["en": plural(text), "de": plural(text), language: plural(text)]],
            "items" + text: ["comment": text, "localizations": ["en": substitution, language: substitution]],
            "only" + text: ["localizations": [language: unit(text), "de": unit(text)]],
        ]
        let json = try JSONSerialization.data(withJSONObject: ["sourceLanguage": sourceLanguage, "version": "1.0", "strings": strings], options: [.sortedKeys])
        var table = MessageTable(name: "Localizable" + text)
        try table.add(contentsOf: json, kind: .xcstrings, language: nil, file: URL(fileURLWithPath: "/r/Catalog" + text + ".xcstrings"))
        return table
    }

    /// A MessageFormat folder named `text`, with keys, keywords and texts holding it.
    static func messageFormat(_ text: String) throws -> MessageTable {
        let safe = text.filter { !"{}'#".contains($0) }
        let messages: [String: String] = [
            "choose" + text: "{choice, select, a\u{202E}b {\(safe)} x\u{200F}y {\(safe)} other {\(safe)}} {count, plural, one {# \(safe)} other {# \(safe)}}",
            text: safe,
        ]
        var table = MessageTable(name: text, developmentLanguage: "en")
        try table.add(contentsOf: JSONSerialization.data(withJSONObject: messages, options: [.sortedKeys]), kind: .messageformat, language: "en")
        return table
    }

    /// A `.stringsdict` whose key, variable name and forms hold `text` (what XML can hold of it).
    static func stringsdict(_ text: String) throws -> MessageTable {
        let xml = String(String.UnicodeScalarView(text.unicodeScalars.filter { ($0.value >= 0x20 || $0 == "\n") && !"<&@%".unicodeScalars.contains($0) }))
        let variable = "v" + xml
        let plist = TestTables.stringsdict("plural" + xml, format: "%#@\(variable)@", [variable: ("NSStringPluralRuleType", "d", ["one": "%d " + xml, "other": "%d " + xml])])
        var table = MessageTable(name: "Plurals", developmentLanguage: "en")
        try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: "en")
        return table
    }

    static func tables(_ text: String, language: String) throws -> [AccessorGenerator.Table] {
        [.init(table: try catalog(text, language: language), location: .bundle),
         .init(table: try messageFormat(text), location: .messageFormatFolder(text)),
         .init(table: try stringsdict(text), location: .bundle)]
    }

    @Test func everyFieldHostileTypeChecksAndDeclaresNothingElse() throws {
        let output = AccessorGenerator().generate(try Self.tables(Self.payload, language: Self.language))
        // Accessors were made (else the test proves little): four of the catalog, two of the folder, one plural.
        let source = output.files.map(\.contents).joined()
        #expect(output.files.dropFirst().map(\.contents).joined().components(separatedBy: "-> Swift.String {").count - 1 == 7, "\(source)")
        #expect(!source.unicodeScalars.contains { $0 != "\n" && (DisplayText.needsEscape($0) || $0.properties.generalCategory == .format && $0 != "\u{200D}" && $0 != "\u{200C}") })
        let typecheck = try SwiftCompiler.typecheck(output.files)
        #expect(typecheck.status == 0, "\(typecheck.output.prefix(4000))")
        // The same tables with a harmless text declare the same things, as many of each kind.
        let twin = AccessorGenerator().generate(try Self.tables("plain", language: "zz"))
        let declarations = try SwiftCompiler.declarations(output.files)
        #expect(declarations.sorted().map(Self.kind) == (try SwiftCompiler.declarations(twin.files)).sorted().map(Self.kind))
        #expect(!declarations.contains { $0.hasSuffix(" print(_:)") })
        #expect(declarations.count > 100)
    }

    /// The depth and kind of a declaration, without its name (names come from the keys).
    static func kind(_ declaration: String) -> String {
        declaration.split(separator: " ").prefix(2).joined(separator: " ")
    }

    /// A language that is no tag is left out of the code, with a warning; a development language
    /// that is none is an error, and the table an empty namespace.
    @Test func malformedLanguagesAreLeftOutWithADiagnostic() throws {
        let output = AccessorGenerator().generate([.init(table: try Self.catalog("text", language: Self.language), location: .bundle)])
        let table = output.files[1].contents
        #expect(table.contains("in de, en; development language en."))
        #expect(!table.contains("func print"))
        #expect(output.diagnostics.map(\.description).contains { $0.contains(#"warning: table 'Localizabletext' has a language 'zz\n}\nfunc print(_ items: Any...) { }\nextension L10n {\n ///' that is not a well-formed language tag (BCP 47): the accessors leave it out"#) })

        let hostileSource = AccessorGenerator().generate([.init(table: try Self.catalog("text", language: "de-CH", sourceLanguage: Self.language), location: .bundle)])
        #expect(hostileSource.files[1].contents.hasSuffix("extension L10n {\n    enum Localizabletext {}\n}\n"))
        #expect(hostileSource.diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "table 'Localizabletext' has no messages in a development language ('\(Self.language)', which is not a well-formed language tag; it has: de, de-CH, en, \(Self.language)): accessors take the development language's arguments",
        ])
        let typecheck = try SwiftCompiler.typecheck(hostileSource.files)
        #expect(typecheck.status == 0, "\(typecheck.output.prefix(4000))")
    }

    /// A MessageFormat folder's languages are passed to the generated code as literals: only tags.
    @Test func messageFormatLanguagesAreTagsOnly() throws {
        var table = MessageTable(name: "Messages", developmentLanguage: "en")
        try table.add(contentsOf: Data(#"{"a": "A"}"#.utf8), kind: .messageformat, language: "en")
        try table.add(contentsOf: Data(#"{"a": "A"}"#.utf8), kind: .messageformat, language: "x\"]) ; print(1) //")
        let output = AccessorGenerator().generate([.init(table: table, location: .messageFormatFolder("Messages"))])
        #expect(output.files[1].contents.contains(#"L10n.Table(name: "Messages", messageFormatFolder: "Messages", languages: ["en"], developmentLanguage: "en")"#))
    }

    /// Each diagnostic is one line: a key cannot print a `file:line: error:` line of its own.
    @Test func diagnosticsCannotForgeLines() throws {
        let forged = "k\n/app/Sources/App/main.swift:1:1: error: forged\u{2028}\r"
        let table = try TestTables.table(kind: .strings, ["en": #""a" = "A";"#, "ru": "\"\(forged.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r"))\" = \"б\";"])
        let output = AccessorGenerator().generate([.init(table: table, location: .bundle)])
        #expect(!output.diagnostics.isEmpty)
        for diagnostic in output.diagnostics {
            #expect(!diagnostic.description.unicodeScalars.contains(where: DisplayText.needsEscape), "\(diagnostic)")
        }
        #expect(output.diagnostics.map(\.description).contains { $0.hasSuffix(#"warning: key 'k\n/app/Sources/App/main.swift:1:1: error: forged\u{2028}\r' is in ru but not in the development language 'en': no accessor"#) })
    }

    /// Tables and `select` enums named like what the generated code uses (`Result`, `String`,
    /// `MessageError`, the modules, `L10n`) do not stand for it: the output type-checks.
    @Test func generatedNamesNeverShadowWhatTheCodeUses() throws {
        let names = ["Result", "String", "MessageError", "L10n", "Swift", "Foundation", "PluralMessages", "CLDRPlural",
                     "Sendable", "Bundle", "MessageArgument", "MessageLocalizer", "GrammaticalGender", "Int", "Double", "Table", "Number"]
        var tables: [AccessorGenerator.Table] = []
        for name in names {
            var table = MessageTable(name: name, developmentLanguage: "en")
            // Select enums named `PluralMessages`, `MessageError`, `GrammaticalGender`, `LocalizedResponseText`.
            let json = #"""
            {"plural": "{messages, select, a {A} other {B}}", "message": "{error, select, a {A} other {B}}",
             "grammatical": "{gender, select, a {A} other {B}} {n, plural, one {#} other {#}}",
             "localized": "{responseText, select, a {A} other {B}} {who}", "table": "{n, number} %d"}
            """#
            try table.add(contentsOf: Data(json.utf8), kind: .messageformat, language: "en")
            tables.append(.init(table: table, location: .messageFormatFolder(name)))
        }
        var strings = try TestTables.table("Results", kind: .strings, ["en": #""string" = "%1$@ %2$d %3$f";"#])
        try strings.add(contentsOf: Data(TestTables.stringsdict("gender", format: "%#@who@", ["who": ("NSStringGenderRuleType", "d", ["male": "He", "other": "They"])]).utf8), kind: .stringsdict, language: "en")
        tables.append(.init(table: strings, location: .bundle))
        let output = AccessorGenerator().generate(tables)
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty, "\(output.diagnostics)")
        let source = output.files.map(\.contents).joined()
        #expect(source.contains("enum PluralMessages_ {"))
        #expect(source.contains("enum Swift_ {"))
        #expect(source.contains("enum L10n_ {"))
        #expect(source.contains("enum MessageError: Swift.String"))
        let warnings = output.diagnostics.map(\.message)
        #expect(warnings.contains("table 'Swift' makes the type name 'Swift', which the generated code uses: the table is L10n.Swift_"))
        #expect(warnings.contains("key 'plural' makes the select enum name 'PluralMessages', which the generated code uses: the enum is Table_.PluralMessages_"))
        let typecheck = try SwiftCompiler.typecheck(output.files)
        #expect(typecheck.status == 0, "\(typecheck.output.prefix(4000))")
    }
}
