import Foundation
import PluralCore
import PluralLocalization

/// The number symbols of a formatting locale: digits, separators, grouping, signs.
///
/// Learned once per locale from Foundation's number formatting (which is what
/// `String(format:locale:)` uses underneath), then applied by plain Swift code, so that formatting
/// an integer costs no formatter call.
final class NumberSymbols: Sendable {
    /// The locale the symbols are of (`und` for root's): Java's `%S` upper-cases by its rules.
    let localeIdentifier: String
    /// The ten digits, `nil` when they are ASCII.
    let digits: [String]?
    let decimalSeparator: String
    let groupingSeparator: String
    /// Digits in the last group (3), and in the groups before it (3, or 2 in Indian grouping); 0: no grouping.
    let primaryGroup: Int
    let secondaryGroup: Int
    /// Grouping starts only with at least this many integer digits (5 where CLDR's minimum grouping is 2).
    let groupingThreshold: Int
    let minusSign: String
    let plusSign: String
    let exponentSymbol: String
    let notANumber: String
    let infinity: String
    /// What surrounds a percentage's digits: "" and "%" in English, "%" and "" in Turkish.
    let percentPrefix: String
    let percentSuffix: String
    /// The groups before the last one in a percentage: CLDR's percent pattern may group otherwise than
    /// its decimal pattern (Marathi "1,00,000" but "100,000%").
    let percentSecondaryGroup: Int
    /// The most UTF-8 bytes a plain integer takes in these symbols: a sign, 20 digits and 19 separators.
    let longestPlainInteger: Int

    private static func longestPlainInteger(digits: [String]?, minusSign: String, groupingSeparator: String) -> Int {
        minusSign.utf8.count + 20 * (digits?.map(\.utf8.count).max() ?? 1) + 19 * groupingSeparator.utf8.count
    }

    private static let cache = BoundedCache<String, NumberSymbols>(capacity: 64)

    /// The symbols of a locale, cached by its canonical identifier (`FoundationNumberData.canonicalIdentifier(_:)`).
    static func of(_ locale: Locale) -> NumberSymbols {
        let canonical = FoundationNumberData.canonicalIdentifier(locale.identifier)
        if canonical == "und" { return root }
        return cache.value(for: canonical) {
            NumberSymbols(learningFrom: canonical == locale.identifier ? locale : Locale(identifier: canonical))
        }
    }

    /// The symbols of a locale identifier; a `Locale` is made only for a new canonical identifier.
    static func of(identifier: String) -> NumberSymbols {
        let canonical = FoundationNumberData.canonicalIdentifier(identifier)
        if canonical == "und" { return root }
        return cache.value(for: canonical) { NumberSymbols(learningFrom: Locale(identifier: canonical)) }
    }

    /// CLDR root's symbols, for a locale without number data (`FoundationNumberData.canonicalIdentifier(_:)` is `und`):
    /// what ICU writes for it (`ICUFormattingLocale` resolves it to `root`), so that both engines write
    /// "1,234.5" there. Foundation's own `und` writes POSIX's "1234.5" and "INF", which made the Swift
    /// renderer and ICU's MessageFormat differ for `an`, `la`, `sco`, `tai` and unknown languages.
    static let root = NumberSymbols(
        localeIdentifier: "und", digits: nil, decimalSeparator: ".", groupingSeparator: ",", primaryGroup: 3, secondaryGroup: 3, groupingThreshold: 4,
        minusSign: "-", plusSign: "+", exponentSymbol: "E", notANumber: "NaN", infinity: "∞",
        percentPrefix: "", percentSuffix: "%", percentSecondaryGroup: 3)

    private init(localeIdentifier: String, digits: [String]?, decimalSeparator: String, groupingSeparator: String, primaryGroup: Int, secondaryGroup: Int,
                 groupingThreshold: Int, minusSign: String, plusSign: String, exponentSymbol: String, notANumber: String,
                 infinity: String, percentPrefix: String, percentSuffix: String, percentSecondaryGroup: Int) {
        self.localeIdentifier = localeIdentifier
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroup = primaryGroup
        self.secondaryGroup = secondaryGroup
        self.groupingThreshold = groupingThreshold
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSymbol = exponentSymbol
        self.notANumber = notANumber
        self.infinity = infinity
        self.percentPrefix = percentPrefix
        self.percentSuffix = percentSuffix
        self.percentSecondaryGroup = percentSecondaryGroup
        longestPlainInteger = Self.longestPlainInteger(digits: digits, minusSign: minusSign, groupingSeparator: groupingSeparator)
    }

    private init(learningFrom locale: Locale) {
        localeIdentifier = locale.identifier
        var primaryGroup = 0, secondaryGroup = 0, groupingThreshold = Int.max
        var groupingSeparator = ""
        let integers = IntegerFormatStyle<Int>(locale: locale)
        let digitTexts = (0...9).map { integers.grouping(.never).format($0) }
        let digits = digitTexts == (0...9).map(String.init) || digitTexts.contains(where: { $0.count != 1 }) ? nil : digitTexts
        let digitCharacters = Set(digitTexts.compactMap(\.first))

        // Read the grouping off a long number: "1,234,567,890", "1,23,45,67,890", "1 234 567 890".
        var groups: [Int] = []
        var separators: [String] = []
        var pending = ""
        for character in integers.format(1_234_567_890) {
            if digitCharacters.contains(character) {
                if !pending.isEmpty { separators.append(pending); pending = "" }
                if groups.isEmpty || separators.count == groups.count { groups.append(0) }
                groups[groups.count - 1] += 1
            } else {
                pending.append(character)
            }
        }
        if groups.count >= 2, let separator = separators.last {
            primaryGroup = groups[groups.count - 1]
            secondaryGroup = groups.count >= 3 ? groups[groups.count - 2] : primaryGroup
            groupingSeparator = separator
            let shortGrouped = integers.format(1_234).contains(where: { !digitCharacters.contains($0) })
            groupingThreshold = shortGrouped ? primaryGroup + 1 : primaryGroup + 2
        }
        self.digits = digits
        self.primaryGroup = primaryGroup
        self.secondaryGroup = secondaryGroup
        self.groupingSeparator = groupingSeparator
        self.groupingThreshold = groupingThreshold
        decimalSeparator = locale.decimalSeparator ?? "."
        // The sign is whatever surrounds the digit (it may carry bidi marks: Arabic "؜-").
        let one = digitTexts[1]
        minusSign = integers.format(-1).replacingOccurrences(of: one, with: "")
        plusSign = integers.sign(strategy: .always()).format(1).replacingOccurrences(of: one, with: "")
        let scientific = FloatingPointFormatStyle<Double>(locale: locale).notation(.scientific).format(2_000)
        // "2E3": the symbol sits between the mantissa's 2 and the exponent's 3; it may hold digits
        // itself (Persian "۲×۱۰^۳").
        if scientific.hasPrefix(digitTexts[2]), scientific.hasSuffix(digitTexts[3]), scientific.count > 2 {
            exponentSymbol = String(scientific.dropFirst(digitTexts[2].count).dropLast(digitTexts[3].count))
        } else {
            exponentSymbol = "E"
        }
        let floats = FloatingPointFormatStyle<Double>(locale: locale)
        notANumber = floats.format(.nan)
        infinity = floats.format(.infinity)
        let percent = IntegerFormatStyle<Int>.Percent(locale: locale).format(5)
        if let digit = percent.range(of: digitTexts[5]) {
            percentPrefix = String(percent[..<digit.lowerBound])
            percentSuffix = String(percent[digit.upperBound...])
        } else {
            percentPrefix = ""
            percentSuffix = "%"
        }
        // The digit runs of a long percentage ("1,234,567,800%"): the one before the last is the secondary group.
        let percentRuns = IntegerFormatStyle<Int>.Percent(locale: locale).format(12_345_678)
            .split(whereSeparator: { !digitCharacters.contains($0) }).map(\.count)
        percentSecondaryGroup = percentRuns.count >= 3 ? percentRuns[percentRuns.count - 2] : secondaryGroup
        longestPlainInteger = Self.longestPlainInteger(digits: digits, minusSign: minusSign, groupingSeparator: groupingSeparator)
    }

    /// ASCII digits in the locale's digits.
    func localize(digits ascii: Substring) -> String {
        guard let digits else { return String(ascii) }
        var result = ""
        for byte in ascii.utf8 {
            if let digit = byte.asciiDigit { result += digits[digit] } else { result.unicodeScalars.append(Unicode.Scalar(byte)) }
        }
        return result
    }

    /// ASCII integer digits grouped and localized: "1234567" is "1 234 567" in Russian.
    /// `minimumGrouping: false` groups from `primaryGroup + 1` digits whatever the locale's minimum
    /// grouping, as ICU's MessageFormat does ("1 234" in Polish, where Foundation writes "1234").
    /// `percent` groups as the locale's percentages do.
    func group(_ ascii: Substring, minimumGrouping: Bool = true, percent: Bool = false) -> String {
        let threshold = minimumGrouping ? groupingThreshold : primaryGroup + 1
        guard primaryGroup > 0, ascii.utf8.count >= threshold else { return localize(digits: ascii) }
        var groups: [Substring] = []
        var end = ascii.endIndex
        var size = primaryGroup
        while end > ascii.startIndex {
            let start = ascii.index(end, offsetBy: -size, limitedBy: ascii.startIndex) ?? ascii.startIndex
            groups.append(ascii[start..<end])
            end = start
            size = percent ? percentSecondaryGroup : secondaryGroup
        }
        return groups.reversed().map { localize(digits: $0) }.joined(separator: groupingSeparator)
    }
}

/// Formats one argument for one conversion, the way `String(format:locale:)` does with a locale:
/// integers and floating-point numbers are grouped and use the locale's digits, separators and signs;
/// `%x` and `%o` stay ASCII.
struct ArgumentFormatter {
    let symbols: NumberSymbols

    enum Failure: Error {
        case wrongType(expected: String)
        case invalidValue(String)
    }

    func format(_ argument: MessageArgument, as specifier: FormatSpecifier) throws(Failure) -> String {
        if specifier.dialect == .java { return try JavaFormatting(symbols: symbols).format(argument, as: specifier) }
        switch specifier.kind {
        case .signedInteger, .unsignedInteger:
            let value: Int
            switch argument {
            case let .integer(integer): value = integer
            case let .decimal(decimal):
                guard decimal.fractionDigits.isEmpty, let integer = Int(decimal.plainText) else { throw .wrongType(expected: "an integer") }
                value = integer
            default: throw .wrongType(expected: "an integer")
            }
            if specifier.kind == .unsignedInteger, value < 0 {
                throw .invalidValue("\(value) is negative but '\(specifier)' is unsigned")
            }
            return try formatInteger(value, specifier)
        case .floatingPoint:
            let value: Double
            switch argument {
            case let .integer(integer): value = Double(integer)
            case let .floatingPoint(double): value = double
            case let .decimal(decimal):
                guard let double = Double(decimal.plainText), double.isFinite else { throw .invalidValue("\(decimal) is beyond the range of floating-point numbers") }
                value = double
            case .string: throw .wrongType(expected: "a number")
            }
            return formatFloatingPoint(value, specifier)
        case .object:
            // `%n` takes its argument and prints nothing (CoreFoundation disables its write).
            return specifier.code == UInt8(ascii: "n") ? "" : argument.description
        case .string:
            guard case let .string(text) = argument else { throw .wrongType(expected: "a string") }
            var result = text
            if let precision = specifier.precision, result.count > precision { result = String(result.prefix(precision)) }
            return pad(result, specifier)
        }
    }

    /// Whether ``appendPlainInteger(_:to:)`` can format this specifier: `%d`, `%ld`, `%u`... with no
    /// flags, width or precision (nearly every plural message), in CoreFoundation's printf.
    static func isPlainDecimal(_ specifier: FormatSpecifier) -> Bool {
        // Java's `%d` is not grouped: its own formatter writes it.
        guard specifier.dialect == .coreFoundation else { return false }
        return switch specifier.code {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "D"), UInt8(ascii: "U"):
            !specifier.leftAlign && !specifier.plusSign && !specifier.zeroPad && specifier.width == nil && specifier.precision == nil
        default:
            false
        }
    }

    /// Appends an integer as a plain decimal conversion writes it: the digits, signs and separators
    /// (``NumberSymbols``) written into one buffer on the stack, appended to the text in one step.
    func appendPlainInteger(_ value: Int, to output: inout String) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: symbols.longestPlainInteger) { buffer in
            let count = writePlainInteger(value, into: buffer)
            output += String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Writes an integer's UTF-8 as a plain decimal conversion shows it at the start of `buffer`,
    /// which has room for ``NumberSymbols/longestPlainInteger`` bytes (a shorter buffer cuts the
    /// text); returns how many bytes were written.
    func writePlainInteger(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        func write(_ text: String) {
            for byte in text.utf8 where count < buffer.count {
                buffer[count] = byte
                count += 1
            }
        }
        if value < 0 { write(symbols.minusSign) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var digitCount = 0
        withUnsafeMutableBytes(of: &digits) { reversed in
            repeat {
                reversed[digitCount] = UInt8(magnitude % 10)
                magnitude /= 10
                digitCount += 1
            } while magnitude > 0
            let grouped = symbols.primaryGroup > 0 && digitCount >= symbols.groupingThreshold
            // reversed[index] is the digit with `index` digits to its right.
            for index in stride(from: digitCount - 1, through: 0, by: -1) {
                let digit = reversed[index]
                if let localized = symbols.digits {
                    write(localized[Int(digit)])
                } else if count < buffer.count {
                    buffer[count] = UInt8(ascii: "0") + digit
                    count += 1
                }
                if grouped, index > 0, index == symbols.primaryGroup
                    || (index > symbols.primaryGroup && (index - symbols.primaryGroup) % symbols.secondaryGroup == 0) {
                    write(symbols.groupingSeparator)
                }
            }
        }
        return count
    }

    private func formatInteger(_ value: Int, _ specifier: FormatSpecifier) throws(Failure) -> String {
        switch specifier.code {
        case UInt8(ascii: "c"), UInt8(ascii: "C"):
            guard let scalar = Unicode.Scalar(UInt32(clamping: max(0, value))), value >= 0 else {
                throw .invalidValue("\(value) is not a Unicode scalar for '\(specifier)'")
            }
            return pad(String(Character(scalar)), specifier)
        case UInt8(ascii: "p"):
            return pad("0x" + String(value, radix: 16), specifier)
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            let radix = specifier.code == UInt8(ascii: "o") || specifier.code == UInt8(ascii: "O") ? 8 : 16
            var digits = String(value, radix: radix, uppercase: specifier.conversion == "X")
            if let precision = specifier.precision, digits.count < precision {
                digits = String(repeating: "0", count: precision - digits.count) + digits
            }
            var prefix = ""
            if specifier.alternate, value != 0 {
                if radix == 16 { prefix = specifier.conversion == "X" ? "0X" : "0x" } else if !digits.hasPrefix("0") { prefix = "0" }
            }
            if specifier.zeroPad, !specifier.leftAlign, specifier.precision == nil, let width = specifier.width,
               prefix.count + digits.count < width {
                digits = String(repeating: "0", count: width - prefix.count - digits.count) + digits
            }
            return pad(prefix + digits, specifier)
        default:
            var digits = String(value.magnitude)
            // With a locale, a zero flag asks for that many digits, then grouping applies ("00,042").
            let minimum = specifier.precision ?? (specifier.zeroPad && !specifier.leftAlign ? specifier.width ?? 0 : 0)
            if digits.count < minimum { digits = String(repeating: "0", count: minimum - digits.count) + digits }
            let sign = value < 0 ? symbols.minusSign : (specifier.plusSign ? symbols.plusSign : "")
            return pad(sign + symbols.group(Substring(digits)), specifier)
        }
    }

    private func formatFloatingPoint(_ value: Double, _ specifier: FormatSpecifier) -> String {
        let sign = value.sign == .minus ? symbols.minusSign : (specifier.plusSign ? symbols.plusSign : "")
        guard value.isFinite else { return pad(sign + (value.isNaN ? symbols.notANumber : symbols.infinity), specifier) }
        var conversion = specifier.conversion
        if conversion == "F" { conversion = "f" }
        // One conversion of a checked Double, without width or sign: C digits to localize below.
        let cFormat = "%" + (specifier.alternate ? "#" : "") + (specifier.precision.map { ".\($0)" } ?? "") + String(conversion)
        let plain = String(format: cFormat, value.magnitude)
        if conversion == "a" || conversion == "A" { return pad(sign + plain, specifier) }
        var mantissa = Substring(plain)
        var exponent = ""
        if let marker = plain.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = plain[..<marker]
            let power = plain[plain.index(after: marker)...]
            let exponentSign = power.first == "-" ? symbols.minusSign : symbols.plusSign
            exponent = symbols.exponentSymbol + exponentSign + symbols.localize(digits: power.drop(while: { $0 == "+" || $0 == "-" }))
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = String(parts[0])
        if specifier.zeroPad, !specifier.leftAlign, let width = specifier.width {
            // C's zero padding: zeros after the sign until the whole number fills the width.
            let used = sign.count + (parts.count > 1 ? parts[1].count + 1 : 0) + exponent.count
            if used + integer.count < width { integer = String(repeating: "0", count: width - used - integer.count) + integer }
        }
        var text = sign + symbols.group(Substring(integer))
        if parts.count > 1 { text += symbols.decimalSeparator + symbols.localize(digits: parts[1]) }
        return pad(text + exponent, specifier)
    }

    private func pad(_ text: String, _ specifier: FormatSpecifier) -> String {
        guard let width = specifier.width else { return text }
        let count = text.count
        guard count < width else { return text }
        let padding = String(repeating: " ", count: width - count)
        return specifier.leftAlign ? text + padding : padding + text
    }
}
