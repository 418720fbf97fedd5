import Foundation
@testable import PluralMessages
import Testing

/// A MessageFormat file's value that is not a text is described by its JSON kind: Foundation reads
/// `0`, `1` and `-0` as numbers that also bridge to `Bool` (issue 19).
@Suite struct JSONValueDescriptionTests {
    @Test(arguments: [
        ("0", "a number (0)"), ("1", "a number (1)"), ("-0", "a number ("), ("2", "a number (2)"), ("1.5", "a number (1.5)"),
        ("true", "a boolean (true)"), ("false", "a boolean (false)"), ("null", "null"), ("[1]", "an array"),
    ])
    func describesTheKindOfAValue(json: String, described: String) throws {
        var table = MessageTable(name: "m")
        try table.add(contentsOf: Data("{\"k\": \(json)}".utf8), kind: .messageformat, language: "en")
        let message = try #require(table.message(forKey: "k", language: "en"))
        guard case let .invalid(reason) = message.body else {
            Issue.record("\(json) read as \(message.body)")
            return
        }
        #expect(reason.hasPrefix("the value is \(described)"), "\(reason)")
    }
}
