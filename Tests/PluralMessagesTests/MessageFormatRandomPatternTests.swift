import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// Random patterns from MessageFormat's own pieces: ICU and the Swift parser accept and refuse the same
/// ones (the Swift parser may only add "unsupported"), and accepted ones render the same text.
/// 6,000 patterns from a fixed seed.
@Suite struct MessageFormatRandomPatternTests {
    /// A small deterministic generator (SplitMix64), so that a failure names a reproducible pattern.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let pieces = ["{", "}", "#", "'", "''", " ", ",", "n", "g", "plural", "select", "selectordinal", "other", "one",
                         "few", "=0", "=1", "offset:1", "number", "integer", "x", "{n}", "{n, number}", "'{'", "::.00"]

    @Test func icuAndTheSwiftParserAgree() throws {
        var generator = Generator(state: 42)
        var disagreements: [String] = []
        var accepted = 0
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        for _ in 0..<6_000 {
            var pattern = ""
            for _ in 0..<(1 + generator.next(14)) { pattern += Self.pieces[generator.next(Self.pieces.count)] }
            // Half of them start as a real argument, so that more of them parse.
            if generator.next(2) == 0 { pattern = "{n, plural, other {" + pattern + "}}" }
            let icu = Result { () throws(ICUMessageFormatError) in try ICUMessageFormat(pattern, localeIdentifier: "en") }
            let swift = Result { () throws(MessageFormatSyntaxError) in try MessageFormatPattern(parsing: pattern) }
            switch (icu, swift) {
            case let (.success(format), .success):
                accepted += 1
                // Rendered alike too, for a few values of every argument ICU names.
                let message = LocalizedMessage(key: "k", language: "en", messageFormat: pattern)
                for value in ["1", "2.50", "x"] {
                    var icuArguments: [String: ICUMessageFormat.Argument] = [:]
                    var swiftArguments: [String: MessageArgument] = [:]
                    for use in format.arguments {
                        if use.isSelect || value == "x" && !(use.isPlural || use.isSelectOrdinal || use.isFormatted) {
                            icuArguments[use.name] = .text(value)
                            swiftArguments[use.name] = .string(value)
                        } else {
                            let number = try PluralDecimal(parsing: value == "x" ? "3" : value)
                            icuArguments[use.name] = .number(number)
                            swiftArguments[use.name] = .decimal(number)
                        }
                    }
                    let expected = try? format.format(icuArguments)
                    let actual = try? renderer.render(message, arguments: .named(swiftArguments)).text
                    if expected != actual {
                        disagreements.append("\(pattern) with \(value): icu=\(expected ?? "error") swift=\(actual ?? "error")")
                    }
                }
            case (.failure, .failure):
                break
            case let (.success, .failure(error)) where error.kind == .unsupported:
                break
            case let (.success, .failure(error)):
                disagreements.append("ICU accepts, Swift refuses (\(error)): \(pattern)")
            case let (.failure(error), .success):
                disagreements.append("Swift accepts, ICU refuses (\(error)): \(pattern)")
            }
        }
        #expect(accepted > 2_000, "\(accepted)")
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.prefix(25).joined(separator: "\n"))")
    }
}
