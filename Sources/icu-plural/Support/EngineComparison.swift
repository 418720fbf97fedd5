import ArgumentParser
import CLDRPlural
import PluralCore
import PluralMessages

/// The two engines disagree on a number: printed as `icu=one swift=other`.
struct EngineMismatch: Error, CustomStringConvertible {
    var icu: PluralCategory
    var swift: PluralCategory

    var description: String { "icu=\(icu) swift=\(swift)" }
}

/// `--engine both`: ICU's and the Swift engine's rules side by side. Selecting a decimal throws
/// ``EngineMismatch`` when they differ; everything else reports ICU's answer.
struct ComparedPluralRules: PluralRules {
    let icu: any PluralRules
    let swift: any PluralRules

    var type: PluralRuleType { icu.type }
    var categories: [PluralCategory] { icu.categories }
    /// Both engines have data: a locale only one of them knows gets the warning.
    var hasPluralData: Bool { icu.hasPluralData && swift.hasPluralData }
    var rules: [PluralRuleText] { icu.rules }

    func category(for value: Int) -> PluralCategory { icu.category(for: value) }
    func category(for value: Double) -> PluralCategory { icu.category(for: value) }

    func category(for number: PluralDecimal) throws -> PluralCategory {
        let expected = try icu.category(for: number)
        let actual = try swift.category(for: number)
        guard expected == actual else { throw EngineMismatch(icu: expected, swift: actual) }
        return expected
    }

    /// Lines describing how the two rule sets differ (categories, then each category's condition); empty when they agree.
    var ruleDifferences: [String] {
        var lines: [String] = []
        if icu.categories != swift.categories {
            lines.append("categories: icu=\(icu.categories.map(\.rawValue).joined(separator: ",")) swift=\(swift.categories.map(\.rawValue).joined(separator: ","))")
        }
        let icuConditions = Dictionary(icu.rules.map { ($0.category, $0.condition) }) { first, _ in first }
        let swiftConditions = Dictionary(swift.rules.map { ($0.category, $0.condition) }) { first, _ in first }
        for category in PluralCategory.allCases {
            let icuCondition = icuConditions[category]
            let swiftCondition = swiftConditions[category]
            // Same meaning, whatever the spelling ("n is 1" and "n = 1"): compare parsed conditions.
            let same = icuCondition.flatMap { try? PluralRuleParser.condition($0) } == swiftCondition.flatMap { try? PluralRuleParser.condition($0) }
                && (icuCondition == nil) == (swiftCondition == nil)
            if !same {
                lines.append("\(category): icu=\"\(icuCondition ?? "-")\" swift=\"\(swiftCondition ?? "-")\"")
            }
        }
        return lines
    }
}

/// `render --engine both`: the two renderings of one message.
enum EngineComparison {
    /// ICU's rendering when both engines render the same text (or fail alike); else the difference on
    /// standard error and exit status 1.
    static func same(icu: Result<RenderedMessage, MessageError>, swift: Result<RenderedMessage, MessageError>,
                     isMessageFormat: Bool) throws -> Result<RenderedMessage, MessageError> {
        if isMessageFormat, case .failure = icu, case let .failure(swiftError) = swift {
            StandardError.write(lines: ["error: both engines refuse it:", "  icu:   \(icu.failureDescription)", "  swift: error: \(swiftError)"])
            throw ExitCode.failure
        }
        let icuText = (try? icu.get().text) ?? icu.failureDescription
        let swiftText = (try? swift.get().text) ?? swift.failureDescription
        guard icuText == swiftText else {
            let engines = isMessageFormat ? "ICU's MessageFormat and the Swift renderer" : "the engines"
            StandardError.write(lines: ["error: \(engines) render differently:", "  icu:   \(icuText)", "  swift: \(swiftText)"])
            throw ExitCode.failure
        }
        return icu
    }
}

extension Result where Failure == MessageError {
    /// "error: …" for a failed rendering, to compare the engines' outcomes as text.
    var failureDescription: String {
        if case let .failure(error) = self { "error: \(error)" } else { "" }
    }
}

extension LocalizedMessage {
    /// Whether the message's text is ICU MessageFormat (its syntax, whatever format it was read from).
    var isMessageFormat: Bool {
        guard case let .text(text) = body else { return false }
        return text.syntax == .messageFormat
    }
}
