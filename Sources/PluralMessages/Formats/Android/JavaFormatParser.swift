extension ParsedFormat {
    /// Parses a `java.util.Formatter` format as Android's `getString(id, args)` and
    /// `getQuantityString(id, quantity, args)` read it, into the segments every format shares.
    ///
    /// Java's grammar is strict where CoreFoundation's is lenient, so it has its own loop (the
    /// segments, the specifier and ``ArgumentCursor`` are the shared model):
    /// `%[index$ or <][flags -#+ 0,(][width][.precision]conversion`, with the conversions
    /// `b B h H s S c C d o x X e E f g G a A % n`. `%%` and `%n` become text ("%" and the line
    /// break Android uses, "\n"). What Java's `Formatter` throws on is a syntax error naming
    /// Java's exception: an unknown conversion (`%i`, `%@`, a `%` at the end:
    /// `UnknownFormatConversionException`), a flag the conversion does not take (`%#d`, `%,x`),
    /// a repeated flag, `-` or `0` without a width, a precision on an integer or `%c`, index 0.
    /// Date and time conversions (`%tY`) are refused as not supported.
    init(parsingJavaFormat source: String) throws(FormatSyntaxError) {
        var parser = JavaFormatParser(bytes: Array(source.utf8))
        try parser.parse()
        self.init(source: source, segments: parser.segments)
    }
}

/// The loop of ``ParsedFormat/init(parsingJavaFormat:)`` over UTF-8 bytes.
private struct JavaFormatParser {
    let bytes: [UInt8]
    var segments: [FormatSegment] = []
    private var literal: [UInt8] = []
    private var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func flushLiteral() {
        if !literal.isEmpty {
            segments.append(.literal(String(decoding: literal, as: UTF8.self)))
            literal.removeAll(keepingCapacity: true)
        }
    }

    /// The character that starts at a byte offset.
    private func character(at offset: Int) -> Character {
        String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self).first ?? "?"
    }

    /// Digits from the current byte, as a number (`nil` when there are none).
    private mutating func number(start: Int) throws(FormatSyntaxError) -> Int? {
        var value: Int?
        while index < bytes.count, let digit = bytes[index].asciiDigit {
            value = (value ?? 0) * 10 + digit
            guard value! <= Int(Int32.max) else { throw FormatSyntaxError(offset: start, reason: "a number in the conversion is too large") }
            index += 1
        }
        return value
    }

    mutating func parse() throws(FormatSyntaxError) {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                literal.append(byte)
                index += 1
                continue
            }
            try parseSpecifier(start: index)
        }
        flushLiteral()
    }

    private mutating func parseSpecifier(start: Int) throws(FormatSyntaxError) {
        func fail(_ reason: String) -> FormatSyntaxError { FormatSyntaxError(offset: start, reason: reason) }
        index = start + 1
        var specifier = FormatSpecifier()
        specifier.dialect = .java
        // `%12$` is an index; `%12d` a width: read the digits, then look at what follows.
        let digitsStart = index
        if let number = try number(start: start), index < bytes.count, bytes[index] == UInt8(ascii: "$") {
            guard number >= 1 else { throw fail("argument index 0: Java counts arguments from 1 (IllegalFormatArgumentIndexException)") }
            guard number <= ParsedFormat.maximumPosition else { throw fail("argument index \(number) is beyond \(ParsedFormat.maximumPosition)") }
            specifier.position = number
            index += 1
        } else {
            index = digitsStart
        }
        var flags: Set<UInt8> = []
        while index < bytes.count, let flag = Optional(bytes[index]), "-#+ 0,(<".utf8.contains(flag) {
            guard flags.insert(flag).inserted else { throw fail("the flag '\(Character(Unicode.Scalar(flag)))' is repeated (DuplicateFormatFlagsException)") }
            index += 1
        }
        specifier.leftAlign = flags.contains(UInt8(ascii: "-"))
        specifier.alternate = flags.contains(UInt8(ascii: "#"))
        specifier.plusSign = flags.contains(UInt8(ascii: "+"))
        specifier.spaceSign = flags.contains(UInt8(ascii: " "))
        specifier.zeroPad = flags.contains(UInt8(ascii: "0"))
        specifier.grouping = flags.contains(UInt8(ascii: ","))
        specifier.parenthesizedNegative = flags.contains(UInt8(ascii: "("))
        if flags.contains(UInt8(ascii: "<")) {
            guard segments.contains(where: { if case .specifier = $0 { true } else { false } }) else {
                throw fail("'%<' repeats the argument of the conversion before, and there is none (MissingFormatArgumentException)")
            }
            specifier.previousArgument = true
            specifier.position = nil
        }
        if let width = try number(start: start) {
            guard width <= ParsedFormat.maximumWidth else { throw fail("width \(width) is beyond \(ParsedFormat.maximumWidth)") }
            specifier.width = width
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard let precision = try number(start: start) else {
                throw fail("'.' without a precision (UnknownFormatConversionException)")
            }
            guard precision <= ParsedFormat.maximumWidth else { throw fail("precision \(precision) is beyond \(ParsedFormat.maximumWidth)") }
            specifier.precision = precision
        }
        guard index < bytes.count else {
            throw fail("a '%' without a conversion (UnknownFormatConversionException: write '%%' for a percent sign)")
        }
        let code = bytes[index]
        let conversion = character(at: index)
        index += 1
        switch code {
        case UInt8(ascii: "%"), UInt8(ascii: "n"):
            try checkText(specifier, conversion: conversion, fail: fail)
            let text = code == UInt8(ascii: "%") ? "%" : "\n"
            let padding = String(repeating: " ", count: max(0, (specifier.width ?? 0) - 1))
            literal += Array((specifier.leftAlign ? text + padding : padding + text).utf8)
            return
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            throw fail("date and time conversions ('%\(conversion)') are not supported")
        default:
            guard "bBhHsScCdoxXeEfgGaA".utf8.contains(code) else {
                throw fail("'\(conversion)' is no Java conversion (UnknownFormatConversionException; write '%%' for a percent sign)")
            }
        }
        specifier.conversion = Character(Unicode.Scalar(code))
        try check(specifier, fail: fail)
        flushLiteral()
        segments.append(.specifier(specifier, offset: start))
    }

    /// `%%` and `%n`: only `-` with a width for `%%`; nothing for `%n`.
    private func checkText(_ specifier: FormatSpecifier, conversion: Character, fail: (String) -> FormatSyntaxError) throws(FormatSyntaxError) {
        let hasOtherFlags = specifier.alternate || specifier.plusSign || specifier.spaceSign || specifier.zeroPad || specifier.grouping
            || specifier.parenthesizedNegative || specifier.previousArgument || specifier.position != nil
        if conversion == "n", hasOtherFlags || specifier.leftAlign || specifier.width != nil || specifier.precision != nil {
            throw fail("'%n' takes no flags, width or precision (IllegalFormatFlagsException)")
        }
        if specifier.precision != nil { throw fail("'%%' takes no precision (IllegalFormatPrecisionException)") }
        if hasOtherFlags { throw fail("'%%' takes only the '-' flag (IllegalFormatFlagsException)") }
        if specifier.leftAlign, specifier.width == nil { throw fail("'-' needs a width (MissingFormatWidthException)") }
    }

    /// The flags, width and precision Java's `Formatter` accepts for the conversion.
    private func check(_ specifier: FormatSpecifier, fail: (String) -> FormatSyntaxError) throws(FormatSyntaxError) {
        let lower = Character(specifier.conversion.lowercased())
        var allowed: Set<Character>
        switch lower {
        case "b", "h": allowed = ["-"]
        case "s": allowed = ["-", "#"]
        case "c": allowed = ["-"]
        case "d": allowed = ["-", "+", " ", "0", ",", "("]
        case "o", "x": allowed = ["-", "#", "0"]
        case "e": allowed = ["-", "#", "+", " ", "0", "("]
        case "f": allowed = ["-", "#", "+", " ", "0", ",", "("]
        case "g": allowed = ["-", "+", " ", "0", ",", "("]
        default: allowed = ["-", "#", "+", " ", "0"]
        }
        let written: [(Bool, Character)] = [
            (specifier.leftAlign, "-"), (specifier.alternate, "#"), (specifier.plusSign, "+"), (specifier.spaceSign, " "),
            (specifier.zeroPad, "0"), (specifier.grouping, ","), (specifier.parenthesizedNegative, "("),
        ]
        if lower == "s" { allowed.remove("#") }  // `#` needs a Formattable argument, which no resource passes.
        for (present, flag) in written where present && !allowed.contains(flag) {
            throw fail("the flag '\(flag)' does not go with '%\(specifier.conversion)' (FormatFlagsConversionMismatchException)")
        }
        if specifier.plusSign, specifier.spaceSign { throw fail("the flags '+' and ' ' together (IllegalFormatFlagsException)") }
        if specifier.leftAlign, specifier.zeroPad { throw fail("the flags '-' and '0' together (IllegalFormatFlagsException)") }
        if (specifier.leftAlign || specifier.zeroPad), specifier.width == nil {
            throw fail("'\(specifier.leftAlign ? "-" : "0")' needs a width (MissingFormatWidthException)")
        }
        if specifier.precision != nil, "cdox".contains(lower) {
            throw fail("'%\(specifier.conversion)' takes no precision (IllegalFormatPrecisionException)")
        }
    }
}
