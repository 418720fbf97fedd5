import Foundation
@testable import LocalizedAccessorsGenerator
@testable import PluralMessages
import Testing

/// Every argument type an accessor can take, from each format.
@Suite struct SignatureTests {
    typealias Kind = AccessorArgument.Kind

    @Test(arguments: [
        ("%d files", [Kind.integer]),
        ("%lld files", [.integer]),
        ("%lu files", [.integer]),
        ("%c", [.integer]),
        ("%f km", [.floatingPoint]),
        ("%.1f km", [.floatingPoint]),
        ("%g", [.floatingPoint]),
        ("Hello, %@!", [.string]),
        ("Name: %s", [.string]),
        ("%2$@ ordered %1$d items", [.integer, .string]),
        ("%1$d items (%1$@)", [.integer]),
        ("%d of %d", [.integer, .integer]),
        ("No arguments", []),
        ("100% anonymous", []),
    ])
    func printfConversions(text: String, expected: [Kind]) throws {
        let table = try TestTables.table(kind: .strings, ["en": "\"key\" = \"\(text)\";"])
        let signature = try TestTables.signature("key", in: table)
        #expect(signature.arguments.map(\.kind) == expected)
        #expect(signature.arguments.allSatisfy { $0.variableName == nil })
        #expect(signature.gaps.isEmpty)
    }

    @Test func aPositionNeverUsedIsAGap() throws {
        let table = try TestTables.table(kind: .strings, ["en": #""key" = "only %2$@";"#])
        let signature = try TestTables.signature("key", in: table)
        #expect(signature.arguments.map(\.position) == [2])
        #expect(signature.gaps == [1])
    }

    @Test(arguments: [
        ("d", "%d", Kind.integer),
        ("lu", "%lu", .integer),
        ("f", "%.1f", .floatingPoint),
        (nil, "%d", .integer),  // the forms' %d says
        (nil, "%f", .floatingPoint),
    ] as [(String?, String, Kind)])
    func pluralVariableIsLabelledAndTypedByItsValueType(valueType: String?, conversion: String, expected: Kind) throws {
        let text = TestTables.stringsdict("files", format: "%#@count@", ["count": ("NSStringPluralRuleType", valueType, ["one": "\(conversion) file", "other": "\(conversion) files"])])
        let table = try TestTables.table(kind: .stringsdict, ["en": text])
        let signature = try TestTables.signature("files", in: table)
        #expect(signature.arguments == [AccessorArgument(position: 1, variableName: "count", argumentName: nil, kind: expected)])
    }

    @Test func pluralWithoutAnyNumberConversionTakesAnyNumber() throws {
        let text = TestTables.stringsdict("files", format: "%#@count@", ["count": ("NSStringPluralRuleType", nil, ["one": "a file", "other": "files"])])
        let table = try TestTables.table(kind: .stringsdict, ["en": text])
        #expect(try TestTables.signature("files", in: table).arguments.map(\.kind) == [.number])
    }

    @Test func twoVariablesAndAnArgumentAfterThem() throws {
        let text = TestTables.stringsdict("runs", format: "%#@done@ of %#@total@ by %@", [
            "done": ("NSStringPluralRuleType", "lu", ["one": "One", "other": "%lu"]),
            "total": ("NSStringPluralRuleType", "lu", ["one": "%lu run", "other": "%lu runs"]),
        ])
        let table = try TestTables.table(kind: .stringsdict, ["en": text])
        let signature = try TestTables.signature("runs", in: table)
        #expect(signature.arguments.map(\.variableName) == ["done", "total", nil])
        #expect(signature.arguments.map(\.kind) == [.integer, .integer, .string])
    }

    @Test func genderVariableTakesAGender() throws {
        let text = TestTables.stringsdict("joined", format: "%#@who@ joined", ["who": ("NSStringGenderRuleType", "d", ["male": "He", "female": "She", "other": "They"])])
        let table = try TestTables.table(kind: .stringsdict, ["en": text])
        #expect(try TestTables.signature("joined", in: table).arguments == [AccessorArgument(position: 1, variableName: "who", argumentName: nil, kind: .gender)])
    }

    @Test func catalogPluralVariationAndSubstitution() throws {
        let catalog = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "%lld items":{"localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%lld item"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}}}},
          "walked":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Walked %#@km@"},
            "substitutions":{"km":{"argNum":1,"formatSpecifier":"f","variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%arg km"}},
              "other":{"stringUnit":{"state":"translated","value":"%arg km"}}}}}}}}},
          "plain":{}
        }}
        """#
        let table = try TestTables.table("Catalog", kind: .xcstrings, ["en": catalog])
        #expect(try TestTables.signature("%lld items", in: table).arguments == [AccessorArgument(position: 1, kind: .integer)])
        #expect(try TestTables.signature("walked", in: table).arguments == [AccessorArgument(position: 1, variableName: "km", kind: .floatingPoint)])
        #expect(try TestTables.signature("plain", in: table).arguments.isEmpty)
    }

    @Test func messageFormatArguments() throws {
        let json = #"""
        {"inbox": "{count, plural, one {# message} other {# messages}}",
         "party": "{host} {hostGender, select, female {her party} male {his party} other {their party}}",
         "total": "{amount, number} for {name}",
         "rank": "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"}
        """#
        let table = try TestTables.table("Messages", kind: .messageformat, ["en": json])
        #expect(try TestTables.signature("inbox", in: table).arguments == [AccessorArgument(position: 1, variableName: "count", argumentName: "count", kind: .number)])
        #expect(try TestTables.signature("party", in: table).arguments == [
            AccessorArgument(position: 1, variableName: nil, argumentName: "host", kind: .text),
            AccessorArgument(position: 2, variableName: "hostGender", argumentName: "hostGender", kind: .select(keywords: ["female", "male"])),
        ])
        #expect(try TestTables.signature("total", in: table).arguments.map(\.kind) == [.number, .text])
        #expect(try TestTables.signature("rank", in: table).arguments.map(\.kind) == [.number])
    }

    @Test(arguments: [
        // A gender and an integer for one argument: no Swift type is both.
        (TestTables.stringsdict("k", format: "%#@who@ %1$d", ["who": ("NSStringGenderRuleType", "d", ["male": "He", "other": "They"])]), "argument 1 is used as a gender and as an integer"),
        (TestTables.stringsdict("k", format: "%#@missing@", [:]), "%#@missing@, which is not defined"),
        (TestTables.stringsdict("k", format: "%#@a@", ["a": ("NSStringPluralRuleType", "d", ["other": "%#@a@"])]), "cycle"),
        (TestTables.stringsdict("k", format: "%#@a@", ["a": ("NSStringPluralRuleType", "s", ["other": "x"])]), "not a number conversion"),
        (TestTables.stringsdict("k", format: "%*d", [:]), "does not parse"),
    ])
    func problems(text: String, expected: String) throws {
        let table = try TestTables.table(kind: .stringsdict, ["en": text])
        let error = #expect(throws: AccessorSignature.Problem.self) { try TestTables.signature("k", in: table) }
        #expect(error?.description.contains(expected) == true, "\(error?.description ?? "")")
    }
}
