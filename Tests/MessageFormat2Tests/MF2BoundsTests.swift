@testable import CLDRPlural
import Foundation
@testable import MessageFormat2
import Testing

/// What an MF2 message may cost, whoever wrote it (issue 39).
@Suite struct MF2BoundsTests {
    /// Sees the options its operand carries.
    static func probe(_ seen: MF2OptionsSeen) -> MF2Function {
        MF2Function { call throws(MF2FunctionError) in
            seen.count = call.operand?.options.count ?? -1
            return .string("probed")
        }
    }

    @Test func aChainOfLocalsCarriesOnlyTheOptionsItsFunctionsRead() throws {
        // Each step names options no function reads: carried, they grew with the chain, and every
        // value kept its own copy (a 60 KB message took 0.9 GB).
        var lines = [".input {$x0 :number}"]
        for step in 1...999 {
            lines.append(".local $x\(step) = {$x\(step - 1) :number minimumFractionDigits=1 unknown\(step)a=1 unknown\(step)b=2}")
        }
        lines.append("{{{$x999} {$x999 :test:probe}}}")
        let seen = MF2OptionsSeen()
        let formatter = MF2Formatter(locale: "en", rules: CLDRPluralRulesProvider(), functions: .builtIn.adding("test:probe", Self.probe(seen)))
        let formatted = formatter.format(try MF2Message(lines.joined(separator: "\n")), arguments: ["x0": 5])
        #expect(formatted.errors.isEmpty, "\(formatted.errors)")
        #expect(formatted.text.hasPrefix("5.0"), "\(formatted.text)")
        #expect(seen.count == 1)
    }

    @Test func aChainOfDateLocalsCarriesOnlyTheOptionsDatesRead() throws {
        var lines = [".input {$d0 :datetime}"]
        for step in 1...200 {
            lines.append(".local $d\(step) = {$d\(step - 1) :datetime dateLength=short unknown\(step)=1}")
        }
        lines.append("{{{$d200 :test:probe}}}")
        let seen = MF2OptionsSeen()
        let formatter = MF2Formatter(locale: "en", rules: CLDRPluralRulesProvider(), functions: .builtIn.adding("test:probe", Self.probe(seen)))
        let formatted = formatter.format(try MF2Message(lines.joined(separator: "\n")), arguments: ["d0": "2025-03-14T09:30:00Z"])
        #expect(formatted.errors.isEmpty, "\(formatted.errors)")
        #expect(seen.count == 1)
    }

    @Test func moreMinimumThanMaximumSignificantDigitsIsABadOption() throws {
        // Intl.NumberFormat refuses it (RangeError).
        let formatter = MF2Formatter(locale: "en", rules: CLDRPluralRulesProvider())
        let formatted = formatter.format(try MF2Message("{$n :number minimumSignificantDigits=100 maximumSignificantDigits=1}"), arguments: ["n": 12])
        #expect(formatted.errors.map(\.kind) == [.badOption], "\(formatted.errors)")
        let fine = formatter.format(try MF2Message("{$n :number minimumSignificantDigits=2 maximumSignificantDigits=3}"), arguments: ["n": 1])
        #expect(fine.errors.isEmpty)
        #expect(fine.text == "1.0")
    }
}

/// A count a test function writes while formatting.
final class MF2OptionsSeen: @unchecked Sendable {
    // @unchecked: written and read by one test on one thread.
    var count = 0
}
