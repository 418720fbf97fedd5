import Foundation
import PluralCore

/// The number symbols of a formatting locale: digits, separators, grouping, signs. PluralMessages'
/// renderer and MessageFormat2's formatter both write numbers with these (here, beside
/// ``FoundationNumberData``, because learning them needs Foundation's formatting, which PluralCore
/// does not link).
///
/// Learned once per locale from Foundation's number formatting (which is what
/// `String(format:locale:)` uses underneath), then applied by plain Swift code, so that formatting
/// an integer costs no formatter call.
package final class NumberSymbols: Sendable {
    /// The locale the symbols are of (`und` for root's): Java's `%S` upper-cases by its rules.
    package let localeIdentifier: String
    /// The ten digits, `nil` when they are ASCII.
    package let digits: [String]?
    package let decimalSeparator: String
    package let groupingSeparator: String
    /// Digits in the last group (3), and in the groups before it (3, or 2 in Indian grouping); 0: no grouping.
    package let primaryGroup: Int
    let secondaryGroup: Int
    /// Grouping starts only with at least this many integer digits (5 where CLDR's minimum grouping is 2).
    package let groupingThreshold: Int
    package let minusSign: String
    package let plusSign: String
    package let exponentSymbol: String
    package let notANumber: String
    package let infinity: String
    /// What surrounds a percentage's digits: "" and "%" in English, "%" and "" in Turkish.
    package let percentPrefix: String
    package let percentSuffix: String
    /// The groups before the last one in a percentage: CLDR's percent pattern may group otherwise than
    /// its decimal pattern (Marathi "1,00,000" but "100,000%").
    let percentSecondaryGroup: Int
    /// The most UTF-8 bytes a plain integer takes in these symbols: a sign, 20 digits and 19 separators.
    package let longestPlainInteger: Int

    private static func longestPlainInteger(digits: [String]?, minusSign: String, groupingSeparator: String) -> Int {
        minusSign.utf8.count + 20 * (digits?.map(\.utf8.count).max() ?? 1) + 19 * groupingSeparator.utf8.count
    }

    private static let cache = BoundedCache<String, NumberSymbols>(capacity: 64)

    /// The symbols of a locale, cached by its canonical identifier (`FoundationNumberData.canonicalIdentifier(_:)`).
    package static func of(_ locale: Locale) -> NumberSymbols {
        let canonical = FoundationNumberData.canonicalIdentifier(locale.identifier)
        if canonical == "und" { return root }
        return cache.value(for: canonical) {
            NumberSymbols(learningFrom: canonical == locale.identifier ? locale : Locale(identifier: canonical))
        }
    }

    /// The symbols of a locale identifier; a `Locale` is made only for a new canonical identifier.
    package static func of(identifier: String) -> NumberSymbols {
        let canonical = FoundationNumberData.canonicalIdentifier(identifier)
        if canonical == "und" { return root }
        return cache.value(for: canonical) { NumberSymbols(learningFrom: Locale(identifier: canonical)) }
    }

    /// CLDR root's symbols, for a locale without number data (`FoundationNumberData.canonicalIdentifier(_:)` is `und`):
    /// what ICU writes for it (`ICUFormattingLocale` resolves it to `root`), so that both engines write
    /// "1,234.5" there. Foundation's own `und` writes POSIX's "1234.5" and "INF", which made the Swift
    /// renderer and ICU's MessageFormat differ for `an`, `la`, `sco`, `tai` and unknown languages.
    package static let root = NumberSymbols(
        localeIdentifier: "und",
        digits: nil, decimalSeparator: ".", groupingSeparator: ",", primaryGroup: 3, secondaryGroup: 3, groupingThreshold: 4,
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
    package func localize(digits ascii: Substring) -> String {
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
    package func group(_ ascii: Substring, minimumGrouping: Bool = true, percent: Bool = false) -> String {
        groups(ascii, threshold: minimumGrouping ? groupingThreshold : primaryGroup + 1, percent: percent)
            .map { localize(digits: $0) }.joined(separator: groupingSeparator)
    }

    /// Writes an integer's UTF-8 in these digits, signs and separators at the start of `buffer`, grouped
    /// from `threshold` integer digits (``groupingThreshold`` as the locale groups; `Int.max`: never);
    /// `buffer` has room for ``longestPlainInteger`` bytes (a shorter one cuts the text). Returns how
    /// many bytes were written. PluralMessages' plain `%d` and MessageFormat 2's integers both write here.
    package func writeInteger(_ value: Int, threshold: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        // No closures and no scratch buffer: a local captured by a closure here cost two dynamic
        // exclusivity checks per call (~150 instructions of a ~3,800-instruction render by key).
        var count = 0
        if value < 0 { Self.write(minusSign, into: buffer, count: &count) }
        let magnitude = value.magnitude
        var digitCount = 1
        var divisor: UInt = 1
        // Division by the constant 10 is a multiplication; by a variable divisor it is a slow `div`.
        var higher = magnitude / 10
        while higher > 0 {
            divisor *= 10
            digitCount += 1
            higher /= 10
        }
        let grouped = primaryGroup > 0 && digitCount >= threshold
        if digits == nil, !grouped, digitCount <= buffer.count - count {
            // ASCII digits without separators, the usual case: written from the last digit back.
            var rest = magnitude
            for position in stride(from: count + digitCount - 1, through: count, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            return count + digitCount
        }
        var rest = magnitude
        // `index` digits are to the right of the one written.
        for index in stride(from: digitCount - 1, through: 0, by: -1) {
            let digit = UInt8(truncatingIfNeeded: rest / divisor)
            rest %= divisor
            divisor /= 10
            if let localized = digits {
                Self.write(localized[Int(digit)], into: buffer, count: &count)
            } else if count < buffer.count {
                buffer[count] = UInt8(ascii: "0") + digit
                count += 1
            }
            if grouped, index > 0, index == primaryGroup
                || (index > primaryGroup && (index - primaryGroup) % secondaryGroup == 0) {
                Self.write(groupingSeparator, into: buffer, count: &count)
            }
        }
        return count
    }

    /// Appends `text`'s UTF-8 at `count`, as far as `buffer` has room.
    private static func write(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int) {
        for byte in text.utf8 where count < buffer.count {
            buffer[count] = byte
            count += 1
        }
    }

    /// ASCII integer digits cut into the locale's groups, most significant first: one group when
    /// the locale does not group or the number has fewer than `threshold` digits. MessageFormat's
    /// and MessageFormat 2's numbers are both grouped here.
    package func groups(_ ascii: Substring, threshold: Int, percent: Bool = false) -> [Substring] {
        guard primaryGroup > 0, ascii.utf8.count >= threshold else { return [ascii] }
        var groups: [Substring] = []
        var end = ascii.endIndex
        var size = primaryGroup
        while end > ascii.startIndex {
            let start = ascii.index(end, offsetBy: -size, limitedBy: ascii.startIndex) ?? ascii.startIndex
            groups.append(ascii[start..<end])
            end = start
            size = percent ? percentSecondaryGroup : secondaryGroup
        }
        return groups.reversed()
    }
}

extension UInt8 {
    /// The value of an ASCII digit, `nil` for any other byte.
    package var asciiDigit: Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) ? Int(self - UInt8(ascii: "0")) : nil
    }
}
