import Foundation
import Testing
import TestSupport
@testable import PluralMessages

/// The `.strings` entry scanner against Foundation's own reading of the same text.
@Suite struct StringsEntryScannerTests {
    /// Tables without duplicate keys, in the shapes real files use.
    static let tables: [String] = [
        #""greeting" = "Hello";"#,
        "/* comment */\n\"a\" = \"1\";\n// line comment\n\"b\" = \"2\"; /* trailing */",
        #""quote \"inside\"" = "back\\slash\ttab\nnewline";"#,
        #""unicode" = "\U00e9t\U00E9 \UD83D\UDE00";"#,
        #""octal" = "\101\102\103";"#,
        #"'single' = 'quoted "text"';"#,
        "unquoted_key = unquoted.value-1/2:$;",
        #""shorthand";"#,
        "{ \"braced\" = \"table\"; \"second\" = \"entry\"; }",
        "\"crlf\" = \"one\";\r\n\"next\" = \"two\";\r\n",
        "\"многоязычный\" = \"ключ\";\n\"日本語\" = \"値\";",
        #""empty" = "";"#,
        "\"format %d\" = \"%1$@ has %2$#@files@\";",
        "\"a\"=\"1\";\"b\"=\"2\";",
        "",
        "  /* only a comment */  ",
    ]

    @Test(arguments: tables.map(EscapedText.init))
    func agreesWithFoundation(text: EscapedText) throws {
        let text = text.text
        let entries = try StringsEntryScanner.entries(in: text)
        let foundation: [String: String]
        if entries.isEmpty {
            foundation = [:]
        } else {
            let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
            foundation = try #require(plist as? [String: String])
        }
        #expect(entries.count == foundation.count)
        for entry in entries {
            #expect(foundation[entry.key] == entry.value, "key \(entry.key.debugDescription)")
        }
    }

    @Test func duplicatesKeepFileOrderAndPositions() throws {
        let text = """
            "Error occurred" = "Error occurred";
            "Cancel" = "Cancel";
              "Error occurred" = "Something went wrong";
            """
        let entries = try StringsEntryScanner.entries(in: text)
        #expect(entries.map(\.key) == ["Error occurred", "Cancel", "Error occurred"])
        #expect(entries.map(\.line) == [1, 2, 3])
        #expect(entries.map(\.column) == [1, 1, 3])
        #expect(entries.map(\.value) == ["Error occurred", "Cancel", "Something went wrong"])
        // Foundation keeps only the last: the reason the scanner exists.
        let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        #expect((plist as? [String: String])?["Error occurred"] == "Something went wrong")
    }

    @Test func keysSpelledDifferentlyButEqualAfterEscapes() throws {
        let entries = try StringsEntryScanner.entries(in: #""caf\U00e9" = "1"; "café" = "2";"#)
        #expect(entries.map(\.key) == ["café", "café"])
    }

    @Test func columnsCountCodePointsNotBytes() throws {
        let entries = try StringsEntryScanner.entries(in: "/* é😀 */ \"k\" = \"v\";\r\n\t\"ü\" = \"v\";")
        #expect(entries.map(\.line) == [1, 2])
        #expect(entries.map(\.column) == [10, 2])
    }

    @Test func dictionaryAndArrayValuesAreSkipped() throws {
        let entries = try StringsEntryScanner.entries(in: #""a" = { "x" = ("y", "}"); }; "b" = <0fab>; "c" = "z";"#)
        #expect(entries.map(\.key) == ["a", "b", "c"])
        #expect(entries.map(\.value) == [nil, nil, "z"])
    }

    static let malformed: [(text: String, line: Int, reason: String)] = [
        ("\"a\" = \"1\"", 1, "missing ';'"),
        ("\"a\" = \"1\";\n\"b\" \"2\";", 2, "expected '=' or ';'"),
        ("\"a\" = \"unterminated;\n", 1, "not closed"),
        ("\"a\" = ;", 1, "expected a string"),
        ("{ \"a\" = \"1\";", 1, "closing '}'"),
        ("\"a\" = { \"x\" = \"y\";", 1, "not closed"),
        ("\"a\" =", 1, "missing a value"),
    ]

    @Test(arguments: malformed)
    func malformedTextSaysWhereAndWhy(_ example: (text: String, line: Int, reason: String)) {
        #expect {
            _ = try StringsEntryScanner.entries(in: example.text)
        } throws: { error in
            let error = error as? StringsEntryScanner.SyntaxError
            return error?.line == example.line && error?.reason.contains(example.reason) == true
        }
    }

    /// Every malformed example is refused by Foundation too, so the scanner never disagrees on
    /// whether a table can be read.
    @Test(arguments: malformed.map(\.text))
    func foundationRefusesTheMalformedExamples(text: String) {
        #expect(throws: (any Error).self) {
            _ = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        }
    }

    /// Positions are counted once over the text: a large table scans in linear work.
    @Test func largeTableScansEveryEntry() throws {
        let count = 50_000
        let text = (0..<count).map { "\"key \($0)\" = \"value \($0)\";" }.joined(separator: "\n")
        let entries = try StringsEntryScanner.entries(in: text)
        #expect(entries.count == count)
        #expect(entries.last?.line == count)
    }
}

extension StringsEntryScannerTests {
    /// A table written on one line: columns are counted once, not from the line's start per entry.
    @Test func oneLineTableScansEveryEntry() throws {
        let text = (0..<20_000).map { "\"k\($0)\"=\"v\";" }.joined()
        let entries = try StringsEntryScanner.entries(in: text)
        #expect(entries.count == 20_000)
        #expect(entries[1].column == 10)
        #expect(entries.allSatisfy { $0.line == 1 })
    }
}
