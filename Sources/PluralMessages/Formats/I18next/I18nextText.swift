import Foundation
import PluralCore

/// i18next's interpolation, as its `Interpolator` (i18next 22–25) reads a text with the default
/// options: `{{name}}` is replaced by the value HTML-escaped (`escapeValue: true`), `{{- name}}`
/// by the value as is, `{{name, format}}` by the value formatted (`number` as `Intl.NumberFormat`
/// does; a format i18next does not know leaves the value as is). A placeholder is the shortest
/// `{{…}}` on one line (the regular expression `{{(.+?)}}`); a name with no value is left as
/// written (`skipOnVariables`). Nesting (`$t(key)`) is not expanded: it is kept as text.
enum I18nextText {
    /// The text's parts: literals and `.argument` parts (offsets in Unicode scalars of the `{{`).
    static func segments(of source: String) -> [FormatSegment] {
        var segments: [FormatSegment] = []
        var literal = ""
        let scalars = Array(source.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "{", index + 1 < scalars.count, scalars[index + 1] == "{",
               let (name, style, end) = placeholder(in: scalars, at: index) {
                if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
                segments.append(.argument(name: name, style: style, offset: index))
                index = end
                continue
            }
            literal.unicodeScalars.append(scalars[index])
            index += 1
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return segments
    }

    /// The placeholder whose `{{` is at `start`: its name, its `number` style, and the index past its `}}`;
    /// `nil` when no `}}` closes it on the same line or it names nothing.
    static func placeholder(in scalars: [Unicode.Scalar], at start: Int) -> (name: String, style: MessageFormatNumberStyle?, end: Int)? {
        var index = start + 2
        // `.+?`: at least one character, and no line break (a JavaScript `.`).
        while index + 1 < scalars.count {
            if isLineBreak(scalars[index]) { return nil }
            if scalars[index] == "}", scalars[index + 1] == "}", index > start + 2 { break }
            index += 1
        }
        guard index + 1 < scalars.count else { return nil }
        var inner = String(String.UnicodeScalarView(scalars[(start + 2)..<index]))
        if inner.hasPrefix("-") { inner.removeFirst() }
        let parts = inner.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        let format = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        let style: MessageFormatNumberStyle? = format.map { $0 == "number" || $0.hasPrefix("number(") } == true ? .decimal : nil
        return (name, style, index + 2)
    }

    /// Whether the placeholder at `offset` is `{{- name}}`, whose value is not HTML-escaped.
    static func isUnescaped(in source: String, at offset: Int) -> Bool {
        // The scalar after the `{{` of a placeholder the parser found there (no copy of the text).
        source.unicodeScalars.dropFirst(offset + 2).first == "-"
    }

    /// The placeholder as written at `offset` (kept when its value is missing).
    static func written(in source: String, at offset: Int) -> String {
        let scalars = Array(source.unicodeScalars)
        guard let (_, _, end) = placeholder(in: scalars, at: offset) else { return "" }
        return String(String.UnicodeScalarView(scalars[offset..<end]))
    }

    /// A JavaScript line terminator (what `.` in a regular expression does not match).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// i18next's `escape`: `& < > " ' /` as HTML entities.
    static func escaped(_ text: String) -> String {
        // On the render path of every `{{name}}`: most values need nothing, found without hashing.
        guard text.utf8.contains(where: { "&<>\"'/".utf8.contains($0) }) else { return text }
        return text.replacingScalars(entity(for:))
    }

    /// What i18next's `escape` writes for a character it escapes: HTML's entities, and `/`.
    private static func entity(for scalar: Unicode.Scalar) -> String? {
        scalar == "/" ? "&#x2F;" : String.htmlEntity(for: scalar)
    }
}

/// A number as JavaScript holds it (an IEEE double), written as `String(number)` writes it
/// (ECMAScript `Number::toString`): i18next interpolates `{{count}}` so, and `Intl.PluralRules`
/// selects on the same shortest digits (`1.5`, and `21` for `21.0`).
struct JavaScriptNumber: Hashable, Sendable {
    let value: Double

    /// The number of a message argument, as a caller of `t` passes it: an integer or decimal becomes
    /// the nearest double (`1.50` is 1.5); `nil` for a string (i18next does no plural handling then).
    init?(_ argument: MessageArgument) {
        switch argument {
        case let .integer(integer): value = Double(integer)
        case let .floatingPoint(double): value = double
        case let .decimal(decimal):
            guard let double = Double(decimal.plainText) else { return nil }
            value = double
        case .string: return nil
        }
    }

    /// The shortest digits that read back as the value, and the exponent `n` of ECMAScript's
    /// algorithm (the value is 0.digits × 10^n); `nil` for NaN and the infinities.
    private var shortest: (negative: Bool, digits: [UInt8], exponent: Int)? {
        guard value.isFinite else { return nil }
        if value == 0 { return (false, [UInt8(ascii: "0")], 1) }
        // Swift's description is the shortest round-trip form too: "1.5", "1e-07", "1.2345e+20".
        let text = "\(abs(value))"
        var mantissa = Substring(text)
        var power = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            power = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = Array(parts[0].utf8)
        var fraction = parts.count > 1 ? Array(parts[1].utf8) : []
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        var digits = integerPart + fraction
        var exponent = integerPart.count + power
        while digits.first == UInt8(ascii: "0"), digits.count > 1 { digits.removeFirst(); exponent -= 1 }
        while digits.last == UInt8(ascii: "0"), digits.count > 1 { digits.removeLast() }
        return (value < 0, digits, exponent)
    }

    /// The value as an `Int` when it is an integer written without an exponent in JavaScript
    /// (below 10^21) that an `Int` holds exactly: the common count, shown and selected without digits
    /// made and parsed.
    var integer: Int? {
        guard value.rounded(.towardZero) == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// The category `Intl.PluralRules` (as `rules`) selects for the number: that of its shortest
    /// digits (`1.5`; `21` for `21.0`); `nil` for NaN and the infinities.
    func category(in rules: any PluralRules) throws -> PluralCategory? {
        if let integer { return rules.category(for: integer) }
        guard let plain = plainDecimal else { return nil }
        return try rules.category(for: PluralDecimal(parsing: plain))
    }

    /// `String(value)` in JavaScript: `5`, `1.5`, `0.000001`, `1e-7`, `123456789012345680000`, `1e+21`.
    var string: String {
        if let integer { return String(integer) }
        guard let (negative, digits, n) = shortest else { return value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity" }
        let k = digits.count
        let ascii = String(decoding: digits, as: UTF8.self)
        let body: String
        if k <= n, n <= 21 {
            body = ascii + String(repeating: "0", count: n - k)
        } else if 0 < n, n <= 21 {
            body = String(ascii.prefix(n)) + "." + String(ascii.dropFirst(n))
        } else if -6 < n, n <= 0 {
            body = "0." + String(repeating: "0", count: -n) + ascii
        } else {
            let e = n - 1
            let sign = e < 0 ? "-" : "+"
            body = String(ascii.prefix(1)) + (k > 1 ? "." + String(ascii.dropFirst()) : "") + "e" + sign + String(abs(e))
        }
        return (negative ? "-" : "") + body
    }

    /// The value in plain decimal digits (no exponent), what `Intl.PluralRules` selects on; `nil`
    /// for NaN and the infinities.
    var plainDecimal: String? {
        if let integer { return String(integer) }
        guard let (negative, digits, n) = shortest else { return nil }
        let ascii = String(decoding: digits, as: UTF8.self)
        let k = digits.count
        let body: String
        if n >= k {
            body = ascii + String(repeating: "0", count: n - k)
        } else if n > 0 {
            body = String(ascii.prefix(n)) + "." + String(ascii.dropFirst(n))
        } else {
            body = "0." + String(repeating: "0", count: -n) + ascii
        }
        return (negative && body != "0" ? "-" : "") + body
    }
}
