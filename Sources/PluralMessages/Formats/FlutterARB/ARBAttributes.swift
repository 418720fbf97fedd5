import Foundation
import PluralCore

/// An ARB entry's `@key` attributes besides its `description` (which is the message's
/// ``LocalizedMessage/comment``): its placeholders, and any other attribute as written, so that
/// `convert --to arb` gives them back.
struct ARBAttributes: Hashable, Sendable {
    /// The placeholders, in the order written (gen-l10n's method parameters follow it).
    var placeholders: [ARBPlaceholder]
    /// The other attributes (`context`, `type`, `x-…`) as a JSON object, keys sorted; `nil` when none.
    var otherAttributes: String?

    /// Attributes with these placeholders and other attributes.
    init(placeholders: [ARBPlaceholder], otherAttributes: String? = nil) {
        self.placeholders = placeholders
        self.otherAttributes = otherAttributes
    }

    /// The placeholder of a name.
    func placeholder(_ name: String) -> ARBPlaceholder? {
        placeholders.first { $0.name == name }
    }
}

/// One `@key.placeholders` entry: how gen-l10n types and shows an argument.
struct ARBPlaceholder: Hashable, Sendable {
    /// The placeholder's name (`count`).
    var name: String
    /// Its Dart type (`int`, `num`, `double`, `String`, `DateTime`, `Object`); `nil` when not written.
    var type: String?
    /// Its `NumberFormat` or `DateFormat` constructor (`compact`, `decimalPattern`, `yMd`); `nil` when not written.
    var format: String?
    /// The `optionalParameters` of the format (`decimalDigits: 2`), values as JSON text.
    var optionalParameters: [String: String]
    /// The placeholder's object as written, as a JSON object with sorted keys (for the writer).
    var json: String

    /// A placeholder.
    init(name: String, type: String? = nil, format: String? = nil, optionalParameters: [String: String] = [:], json: String = "{}") {
        (self.name, self.type, self.format, self.optionalParameters, self.json) = (name, type, format, optionalParameters, json)
    }

    /// How the renderer shows the argument: ICU's number style for the `NumberFormat` constructors
    /// it renders alike (`decimalPattern`, `percentPattern`, `decimalPatternDigits`), `nil` for an
    /// argument shown as Dart's `toString` (no `format`, or a type that is no number).
    /// `isUnrenderedFormat` says when a format is left out.
    var style: MessageFormatNumberStyle? {
        guard let format, isNumber else { return nil }
        switch format {
        case "decimalPattern": return .decimal
        case "percentPattern": return .percent
        case "decimalPatternDigits":
            // NumberFormat.decimalPatternDigits(decimalDigits: n): exactly n fraction digits, grouped (default 0).
            let digits = optionalParameters["decimalDigits"].flatMap { Int($0) } ?? 0
            guard (0...15).contains(digits) else { return nil }
            return (try? NumberSkeleton(parsing: digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits))).map { .skeleton($0) }
        default: return nil
        }
    }

    /// Whether the placeholder names a number format this package does not render as `NumberFormat`
    /// does (`compact`, `currency`, `scientificPattern`…): the renderer shows Dart's `toString`.
    var isUnrenderedFormat: Bool { format != nil && isNumber && style == nil }

    /// Whether the type is a number's (or unwritten, which gen-l10n takes as a number when a format is given).
    var isNumber: Bool { type == nil || ["int", "num", "double"].contains(type!) }
}
