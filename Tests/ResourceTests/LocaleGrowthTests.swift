import Foundation
@testable import CLDRPlural
import ICUPlural
@testable import PluralCore
import Testing

/// A long-running process that formats for request languages sees endless distinct identifiers. ICU
/// keeps a resource-bundle cache entry per locale name it opens (about 480 bytes each, never freed), so
/// formatters are built for the nearest installed locale: distinct junk identifiers share one entry.
/// Rounds of 100,000 new identifiers must leave the resident set flat: within 4 MiB, where the
/// unshared locales grew it by about 150 bytes per identifier (2.8 MiB per 20,000, 14 MiB per round
/// here). The rounds run in a child process, so nothing else allocates while they are measured.
extension MemoryTests {
    static let localeCount = 100_000
    static let localeBound = 4 << 20

    /// The identifiers of round `round`: never seen before, in the shapes a server receives.
    private static func identifier(_ index: Int, round: Int) -> String {
        let serial = "\(round)x\(index)"
        switch index % 5 {
        case 0: return "de-CH-x-\(serial)"                       // private use on a real locale
        case 1: return "en_US_\(serial)"                         // a variant ICU has no data for
        case 2: return "q\(serial.filter(\.isNumber).prefix(7))" // an unknown language
        case 3: return "ar-EG-u-nu-latn-x-\(serial)"             // a numbering system to keep
        default: return "fr_FR@currency=EUR;x=\(serial)"         // keywords
        }
    }

    static func formattingRound(_ round: Int) throws -> Int {
        var wrong = 0
        for index in 0..<Self.localeCount {
            let identifier = Self.identifier(index, round: round)
            let formatter = try PluralNumberFormatter(language: "ru", formattingLocale: identifier,
                                                      precision: index % 3 == 0 ? .fractionDigits(1) : .asWritten,
                                                      notation: index % 7 == 0 ? .compact : .standard)
            if try formatter.format(index % 10).category != (index % 3 == 0 ? .other : Self.russian[index % 10]) { wrong += 1 }
            // The rules' compact path formats the operands too (every twentieth: opening rules costs more).
            if index % 20 == 0, try ICUPluralRules.shared(for: identifier).category(forText: "1.5c3") != .other { wrong += 1 }
        }
        return wrong
    }

    /// Russian categories of 0 to 9.
    private static let russian: [PluralCategory] = [.many, .one, .few, .few, .few, .many, .many, .many, .many, .many]

    /// Runs in a child process of its own (``OwnProcess``): suites running beside it in this process
    /// allocate megabytes while it measures, which once pushed the growth over the bound.
    @Test func formattingForEndlessIdentifiersStaysFlat() async {
        OwnProcess.record(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var wrong = try MemoryTests.formattingRound(0)
            var least = Int.max
            for round in 1...3 {
                let before = residentBytes()
                wrong += try MemoryTests.formattingRound(round)
                least = min(least, residentBytes() - before)
            }
            OwnProcess.finish(least < MemoryTests.localeBound && wrong == 0 ? nil
                              : "grew \(least >> 10) KiB over \(MemoryTests.localeCount) new identifiers; \(wrong) wrong")
        })
    }

    @Test func junkIdentifiersShareTheirLocalesFormatter() {
        #expect(ICUFormattingLocale.resolve("de-CH-x-foo") == "de_CH")
        #expect(ICUFormattingLocale.resolve("de_CH_POSIX_FOO") == "de_CH")
        #expect(ICUFormattingLocale.resolve("ar-EG-u-nu-latn") == "ar_EG@numbers=latn")
        #expect(ICUFormattingLocale.resolve("en_US@calendar=buddhist;numbers=Thai") == "en_US@numbers=thai")
        #expect(ICUFormattingLocale.resolve("zh-TW") == "zh_TW")
        #expect(ICUFormattingLocale.resolve("xx_YY") == "root")
        #expect(ICUFormattingLocale.resolve("") == "root")
        #expect(ICUFormattingLocale.resolve(String(repeating: "a", count: 10_000)) == "root")
        #expect(!ICUFormattingLocale.hasData("xx"))
        #expect(ICUFormattingLocale.hasData("root") && ICUFormattingLocale.hasData("en_ZZ"))
    }
}
