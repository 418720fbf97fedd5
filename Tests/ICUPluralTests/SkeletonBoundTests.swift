import ICUPlural
@testable import PluralCore
import Testing
import TestSupport

/// ICU bounds every digit count of a skeleton at 999 but not `scale/` and `precision-increment/`: the
/// 17 bytes `scale/1e99999999` printed a 166 MB number, and one more digit exhausted memory inside ICU.
@Suite struct SkeletonBoundTests {
    let limit = PluralPrecision.maximumMagnitude

    @Test(arguments: [
        "scale/1e99999999", "scale/1e999999999999999999999999", "scale/1E1000", "scale/-1e1000", "scale/1e-1000 precision-unlimited",
        "precision-increment/1e-1000", "precision-increment/1e1000 rounding-mode-ceiling", ".00 scale/1e5000",
        "scale/1" + String(repeating: "0", count: 1_000), "scale/0." + String(repeating: "0", count: 1_000) + "1",
        "precision-integer\tscale/2e999999",
        // ICU splits at each of "\r" and "\n"; Swift's split on Characters saw one "\r\n" and no stem.
        "group-off\r\nscale/1e99999999", "group-off\rscale/1e99999999", "group-off\u{85}scale/1e99999999",
        "group-off\u{2028}scale/1e99999999", "group-off\u{2029}precision-increment/1e-5000", "\u{200E}scale/1e5000\u{200F}",
        "group-off \u{301}\u{0B}scale/1e5000",
    ].map(EscapedText.init))
    func amplifyingOptionsAreRefusedBeforeICUSeesThem(skeleton: EscapedText) throws {
        let skeleton = skeleton.text
        let error = #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: .skeleton(skeleton)) }
        guard case let .skeletonOutOfRange(option, limit)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(limit == self.limit)
        #expect(skeleton.contains(option.prefix(20)))
        #expect("\(error!)".contains("PluralPrecision.maximumMagnitude"))
    }

    @Test(arguments: [
        ("scale/1e999", 1_000), ("scale/1e-999 precision-unlimited", 1_001), ("precision-increment/1e-999", 1_001),
        ("scale/100", 3), ("scale/0.5", 3), ("precision-increment/0.05", 4), ("scale/0", 1), ("percent scale/100", 4),
    ])
    func optionsWithinTheBoundFormat(skeleton: String, shortest: Int) throws {
        let formatted = try PluralNumberFormatter(language: "en", precision: .skeleton(skeleton + " group-off")).format(1)
        #expect(formatted.text.utf8.count >= shortest, "\(formatted.text.prefix(20))")
        // The longest a shown number can be: 1,000 digits in, 999 more from the scale, 999 fraction digits.
        #expect(formatted.text.utf8.count < 3_100)
    }

    /// NBSP and other spaces are no separators for ICU: the stem is malformed and ICU refuses it.
    @Test(arguments: ["group-off\u{A0}scale/1e99999999", "group-off\u{3000}scale/1e99999999", "scale/1e9999\u{301}"])
    func spacesICUDoesNotSplitAtAreLeftToICU(skeleton: String) {
        #expect(throws: ICUError.self) { try PluralNumberFormatter(language: "en", precision: .skeleton(skeleton)) }
    }

    @Test func malformedOptionsAreLeftToICU() {
        #expect(throws: ICUError.self) { try PluralNumberFormatter(language: "en", precision: .skeleton("scale/abc")) }
        #expect(throws: ICUError.self) { try PluralNumberFormatter(language: "en", precision: .skeleton("scale/1e")) }
    }

    /// Found by the Formatter fuzz target: ICU stops reading a skeleton at a NUL, so `scale/1e99911111`
    /// followed by NUL passed the magnitude check (the option was not a number) and printed 133 MB.
    @Test(arguments: ["scale/1e99911111\u{0}", "scale/1e99911111\u{0}\u{C}1", "group-off\u{0}scale/1e99999999"])
    func skeletonsWithANulAreRefused(skeleton: String) {
        let error = #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: .skeleton(skeleton)) }
        guard case let .invalidPrecision(reason)? = error else {
            Issue.record("expected invalidPrecision, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("NUL"))
    }
}
