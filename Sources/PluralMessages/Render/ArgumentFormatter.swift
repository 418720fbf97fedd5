import Foundation
import PluralCore
import PluralLocalization

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
        symbols.writeInteger(value, threshold: symbols.groupingThreshold, into: buffer)
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
