import Foundation
import PluralCore
import PluralLocale

/// The options of `:number`, `:integer`, `:percent` and `:offset` (Intl.NumberFormat's names, as the
/// spec's function registry takes them), and the formatting of a decimal with them in a locale's
/// symbols (``NumberSymbols``, the digits and separators the renderer writes).
struct MF2NumberOptions: Sendable {
    enum SignDisplay: String { case auto, always, exceptZero, negative, never }
    enum Grouping: String { case auto, always, never, min2 }
    enum RoundingPriority: String { case auto, morePrecision, lessPrecision }
    typealias RoundingMode = ExactDecimal.RoundingMode
    enum Selection: String { case plural, ordinal, exact }

    var signDisplay = SignDisplay.auto
    var grouping = Grouping.auto
    var minimumIntegerDigits: Int?
    var minimumFractionDigits: Int?
    var maximumFractionDigits: Int?
    var minimumSignificantDigits: Int?
    var maximumSignificantDigits: Int?
    var stripIfInteger = false
    var roundingPriority = RoundingPriority.auto
    var roundingIncrement = 1
    var roundingMode = RoundingMode.halfExpand
    /// `nil`: the value does not select (`select` set by a variable or by the operand).
    var selection: Selection? = .plural
    var percent = false

    /// The options the number functions read: the only ones a number value carries to a function
    /// that takes it as its operand. Carrying others would let a chain of `.local`s copy a growing
    /// set at every step (memory quadratic in the chain).
    static let names: Set<String> = [
        "signDisplay", "useGrouping", "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
        "minimumSignificantDigits", "maximumSignificantDigits", "trailingZeroDisplay", "roundingPriority",
        "roundingIncrement", "roundingMode", "select",
    ]

    static let increments: Set<Int> = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000]

    /// Whether the exact key of an integral value is its plain integer (the spec's "Exact Literal
    /// Match Serialization": none of these options set).
    var hasDigitOptions: Bool {
        minimumFractionDigits != nil || minimumIntegerDigits != nil || minimumSignificantDigits != nil || maximumSignificantDigits != nil
    }

    /// Reads the options a function takes; a bad value is reported and ignored.
    mutating func read(_ options: [String: MF2Value], literal: Set<String>, diagnostics: inout MF2Diagnostics, integerOnly: Bool) {
        func keyword<T: RawRepresentable<String>>(_ name: String, _: T.Type) -> T? {
            guard let value = options[name] else { return nil }
            guard let text = value.stringValue, let parsed = T(rawValue: text) else {
                diagnostics.report(.badOption, "'\(options[name]?.stringValue ?? "?")' is not a value of \(name)")
                return nil
            }
            return parsed
        }
        func digits(_ name: String, minimum: Int = 0) -> Int? {
            guard let value = options[name] else { return nil }
            guard let count = MF2NumberOptions.digitSize(value), count >= minimum else {
                diagnostics.report(.badOption, "\(name) takes a digit size from \(minimum) to \(MF2Limits.maximumDigitOption)")
                return nil
            }
            return count
        }
        if let value = keyword("signDisplay", SignDisplay.self) { signDisplay = value }
        if let value = keyword("useGrouping", Grouping.self) { grouping = value }
        if let value = digits("minimumIntegerDigits", minimum: 1) { minimumIntegerDigits = value }
        if let value = digits("maximumSignificantDigits", minimum: 1) { maximumSignificantDigits = value }
        if !integerOnly {
            if let value = digits("minimumFractionDigits") { minimumFractionDigits = value }
            if let value = digits("maximumFractionDigits") { maximumFractionDigits = value }
            if let value = digits("minimumSignificantDigits", minimum: 1) { minimumSignificantDigits = value }
            if options["trailingZeroDisplay"] != nil, let value = keyword("trailingZeroDisplay", TrailingZeroDisplay.self) {
                stripIfInteger = value == .stripIfInteger
            }
            if let value = keyword("roundingPriority", RoundingPriority.self) { roundingPriority = value }
            if let value = options["roundingIncrement"] {
                if let increment = MF2NumberOptions.digitSize(value, limit: 5000), Self.increments.contains(increment) {
                    roundingIncrement = increment
                } else {
                    diagnostics.report(.badOption, "roundingIncrement takes 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500 or 5000")
                }
            }
            if let value = keyword("roundingMode", RoundingMode.self) { roundingMode = value }
        }
        // Intl.NumberFormat refuses a minimum above the maximum (RangeError): a bad option here.
        if let minimum = minimumSignificantDigits, let maximum = maximumSignificantDigits, minimum > maximum {
            diagnostics.report(.badOption, "minimumSignificantDigits (\(minimum)) is more than maximumSignificantDigits (\(maximum))")
            minimumSignificantDigits = nil
            maximumSignificantDigits = nil
        }
        if options["select"] != nil {
            if !literal.contains("select") {
                diagnostics.report(.badOption, "select must be set by a literal (plural, ordinal or exact)")
                selection = nil
            } else if let value = keyword("select", Selection.self) {
                selection = value
            }
        }
    }

    enum TrailingZeroDisplay: String { case auto, stripIfInteger }

    /// A digit size option: "0" to "99" as text, or a non-negative integer number, up to `limit`.
    static func digitSize(_ value: MF2Value, limit: Int = MF2Limits.maximumDigitOption) -> Int? {
        let text: String
        switch value.content {
        case let .string(string): text = string
        case let .number(number): text = number.plainText
        default: return nil
        }
        guard !text.isEmpty, text.utf8.count <= 4, text.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }),
              text == "0" || !text.hasPrefix("0"), let count = Int(text), count <= limit
        else { return nil }
        return count
    }

    // MARK: Formatting

    /// The number rounded and padded as it is shown (the digits selection reads).
    func shown(_ number: ExactDecimal) -> ExactDecimal {
        let value = percent ? number.shifted(by: 2) : number
        var shown = rounded(value)
        if stripIfInteger, shown.fraction.allSatisfy({ $0 == UInt8(ascii: "0") }) { shown.fraction = [] }
        if let minimum = minimumIntegerDigits, shown.integer.count < minimum {
            shown.integer = Array(repeating: UInt8(ascii: "0"), count: minimum - shown.integer.count) + shown.integer
        }
        return shown
    }

    /// The pieces of a number as ``shown(_:)`` gives it, in `symbols`.
    func pieces(_ shown: ExactDecimal, symbols: NumberSymbols) -> [MF2Part.Piece] {
        var pieces: [MF2Part.Piece] = []
        let isZero = shown.isZero
        switch signDisplay {
        case .auto: if shown.isNegative { pieces.append(.init(type: "minusSign", value: symbols.minusSign)) }
        case .always: pieces.append(shown.isNegative ? .init(type: "minusSign", value: symbols.minusSign) : .init(type: "plusSign", value: symbols.plusSign))
        case .exceptZero:
            if !isZero { pieces.append(shown.isNegative ? .init(type: "minusSign", value: symbols.minusSign) : .init(type: "plusSign", value: symbols.plusSign)) }
        case .negative: if shown.isNegative, !isZero { pieces.append(.init(type: "minusSign", value: symbols.minusSign)) }
        case .never: break
        }
        if percent, !symbols.percentPrefix.isEmpty { pieces.append(.init(type: "percentSign", value: symbols.percentPrefix)) }
        appendInteger(shown.integer, symbols: symbols, to: &pieces)
        if !shown.fraction.isEmpty {
            pieces.append(.init(type: "decimal", value: symbols.decimalSeparator))
            pieces.append(.init(type: "fraction", value: symbols.localize(digits: Substring(String(decoding: shown.fraction, as: UTF8.self)))))
        }
        if percent, !symbols.percentSuffix.isEmpty { pieces.append(.init(type: "percentSign", value: symbols.percentSuffix)) }
        return pieces
    }

    /// The fewest integer digits `useGrouping` groups in `symbols`.
    static func groupingThreshold(_ grouping: Grouping, symbols: NumberSymbols) -> Int {
        switch grouping {
        case .never: .max
        case .always: symbols.primaryGroup + 1
        case .min2: symbols.primaryGroup + 2
        case .auto: symbols.groupingThreshold
        }
    }

    /// Whether an integer shows as its own digits (grouped, and its minus sign): nothing pads, rounds
    /// or signs it otherwise, and its exact key is its plain digits.
    var showsIntegersPlainly: Bool {
        !percent && !hasDigitOptions && roundingIncrement == 1 && (signDisplay == .auto || signDisplay == .negative)
    }

    private func appendInteger(_ digits: [UInt8], symbols: NumberSymbols, to pieces: inout [MF2Part.Piece]) {
        let threshold = Self.groupingThreshold(grouping, symbols: symbols)
        let groups = symbols.groups(Substring(String(decoding: digits, as: UTF8.self)), threshold: threshold, percent: percent)
        for (position, group) in groups.enumerated() {
            if position > 0 { pieces.append(.init(type: "group", value: symbols.groupingSeparator)) }
            pieces.append(.init(type: "integer", value: symbols.localize(digits: group)))
        }
    }

    /// Rounded as Intl.NumberFormat rounds: significant digits when set (or by the priority),
    /// else fraction digits (at most 3 by default, none for percentages), with the increment and mode.
    func rounded(_ value: ExactDecimal) -> ExactDecimal {
        let defaultMaximum = percent ? 0 : 3
        let minimumFraction = minimumFractionDigits ?? 0
        let maximumFraction = max(maximumFractionDigits ?? max(defaultMaximum, minimumFraction), minimumFraction)
        let byFraction = { () -> ExactDecimal in
            var result = roundingIncrement == 1
                ? value.rounded(toFractionDigits: maximumFraction, mode: roundingMode)
                : value.rounded(toIncrement: roundingIncrement, fractionDigits: maximumFraction, mode: roundingMode)
            result.trimFraction(minimum: minimumFraction)
            return result
        }
        let hasSignificant = minimumSignificantDigits != nil || maximumSignificantDigits != nil
        guard hasSignificant else { return byFraction() }
        let minimumSignificant = minimumSignificantDigits ?? 1
        let maximumSignificant = max(maximumSignificantDigits ?? 21, minimumSignificant)
        let bySignificant = { () -> ExactDecimal in
            let magnitude = value.leadingDigitPosition
            var result = value.rounded(toFractionDigits: maximumSignificant - magnitude, mode: roundingMode)
            let minimumFractionShown = max(0, minimumSignificant - result.leadingDigitPosition)
            result.trimFraction(minimum: minimumFractionShown)
            return result
        }
        let hasFraction = minimumFractionDigits != nil || maximumFractionDigits != nil
        guard roundingPriority != .auto, hasFraction else { return bySignificant() }
        let significant = bySignificant(), fraction = byFraction()
        let moreFraction = significant.fraction.count >= fraction.fraction.count
        return (roundingPriority == .morePrecision) == moreFraction ? significant : fraction
    }
}

extension ExactDecimal {
    /// A `number-literal` of the spec (`-1.5e3`), or `nil`; refused beyond ``MF2Limits/maximumNumberDigits``.
    static func parsingNumberLiteral(_ text: String) throws(MF2FunctionError) -> ExactDecimal? {
        var bytes = Array(text.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        let integer = bytes.prefix(while: isDigit)
        guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else { return nil }
        bytes = bytes.dropFirst(integer.count)
        var fraction = ArraySlice<UInt8>()
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            guard !fraction.isEmpty else { return nil }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        var exponent = 0
        if let marker = bytes.first, marker | 0x20 == UInt8(ascii: "e") {
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
                exponentNegative = bytes.first == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            let power = bytes.prefix(while: isDigit)
            guard !power.isEmpty else { return nil }
            bytes = bytes.dropFirst(power.count)
            let significant = power.drop(while: { $0 == UInt8(ascii: "0") })
            guard significant.count <= 6, let magnitude = Int(String(decoding: significant.isEmpty ? [UInt8(ascii: "0")][...] : significant, as: UTF8.self)),
                  magnitude <= MF2Limits.maximumNumberDigits
            else { throw MF2FunctionError(.badOperand, "the exponent of '\(text.prefix(40))' passes \(MF2Limits.maximumNumberDigits) (MF2Limits.maximumNumberDigits)") }
            exponent = exponentNegative ? -magnitude : magnitude
        }
        guard bytes.isEmpty else { return nil }
        var digits = Array(integer) + Array(fraction)
        var point = integer.count + exponent
        if point < 0 {
            digits = Array(repeating: UInt8(ascii: "0"), count: -point) + digits
            point = 0
        }
        if point > digits.count { digits += Array(repeating: UInt8(ascii: "0"), count: point - digits.count) }
        let result = ExactDecimal(isNegative: negative, integer: Array(digits[..<point]), fraction: Array(digits[point...]))
        guard result.integer.count <= MF2Limits.maximumNumberDigits, result.fraction.count <= MF2Limits.maximumNumberDigits else {
            throw MF2FunctionError(.badOperand, "'\(text.prefix(40))…' has more than \(MF2Limits.maximumNumberDigits) digits (MF2Limits.maximumNumberDigits)")
        }
        return result
    }

    /// Whether text matches the spec's `number-literal` (`-1.5e3`), whatever its size.
    static func isNumberLiteral(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: isDigit)
        guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else { return false }
        bytes = bytes.dropFirst(integer.count)
        if bytes.first == UInt8(ascii: ".") {
            let fraction = bytes.dropFirst().prefix(while: isDigit)
            guard !fraction.isEmpty else { return false }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        if let marker = bytes.first, marker | 0x20 == UInt8(ascii: "e") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let power = bytes.prefix(while: isDigit)
            guard !power.isEmpty else { return false }
            bytes = bytes.dropFirst(power.count)
        }
        return bytes.isEmpty
    }

    /// The value as an `Int` when it has no fraction digits and fits, read from its digits.
    var integerValue: Int? {
        guard fraction.isEmpty, integer.count <= 18 else { return nil }
        var value = 0
        for digit in integer { value = value * 10 + Int(digit &- UInt8(ascii: "0")) }
        return isNegative ? -value : value
    }

    /// The number as a `PluralDecimal` (plain, no exponent).
    var pluralDecimal: PluralDecimal {
        // Digits only, at most MF2Limits.maximumNumberDigits on each side of the point: always parses.
        (try? PluralDecimal(parsing: plainText)) ?? PluralDecimal(0)
    }
}
