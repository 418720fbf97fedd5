import Foundation

/// CoreFoundation's specifier loop over UTF-8 bytes (see ``ParsedFormat``).
struct FormatParser {
    let bytes: [UInt8]
    let allowsSubstitutionArgument: Bool
    /// GNU C's `%<PRIu64>` and glibc's `%Id` (``ParsedFormat/init(parsing:allowsSubstitutionArgument:gnuExtensions:)``).
    let gnuExtensions: Bool
    /// Python's `%` operator instead of C's (``ParsedFormat/init(parsingPython:)``).
    let python: Bool
    var segments: [FormatSegment] = []
    var oddities: [FormatOddity] = []
    /// Python's mapping keys: the name of each `%(name)d`, by the offset of its `%`.
    var mappingKeys: [Int: String] = [:]
    private var literal: [UInt8] = []
    private var index = 0

    init(bytes: [UInt8], allowsSubstitutionArgument: Bool, gnuExtensions: Bool = false, python: Bool = false) {
        self.bytes = bytes
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
        self.gnuExtensions = gnuExtensions
        self.python = python
    }

    /// The `<inttypes.h>` macro at `index` (after `<`), as gettext's format-c.c reads it:
    /// `PRI`, a conversion (`d i o u x X`), a size (`8 16 32 64`, `LEAST`/`FAST` and one of
    /// those, `MAX`, `PTR`), `>`. The conversion, its length and the offset after `>`.
    private func inttypesMacro(at index: Int) -> (conversion: UInt8, length: String, end: Int)? {
        guard let close = bytes[index...].prefix(24).firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let name = String(decoding: bytes[index..<close], as: UTF8.self)
        guard name.hasPrefix("PRI"), name.count > 4 else { return nil }
        let conversion = name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: 3)]
        guard "dioxXu".utf8.contains(conversion) else { return nil }
        var size = Substring(name.dropFirst(4))
        if size.hasPrefix("LEAST") { size = size.dropFirst(5) } else if size.hasPrefix("FAST") { size = size.dropFirst(4) }
        switch size {
        case "8", "16", "32": return (conversion, "", close + 1)
        case "64", "MAX": return (conversion, "ll", close + 1)
        case "PTR" where name.count == 7: return (conversion, "l", close + 1)
        default: return nil
        }
    }

    private mutating func flushLiteral() {
        if !literal.isEmpty {
            segments.append(.literal(String(decoding: literal, as: UTF8.self)))
            literal.removeAll(keepingCapacity: true)
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.asciiDigit != nil || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    /// The character that starts at a byte offset (a UTF-8 sequence may be longer than one byte).
    private func character(at offset: Int) -> Character {
        String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self).first ?? "?"
    }

    mutating func parse() throws(FormatSyntaxError) {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                literal.append(byte)
                index += 1
                continue
            }
            let start = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
                literal.append(UInt8(ascii: "%"))
                index += 1
                continue
            }
            if python {
                try parsePythonSpecifier(start: start)
                continue
            }
            if allowsSubstitutionArgument, bytes[index...].starts(with: "arg".utf8) {
                flushLiteral()
                segments.append(.substitutionArgument(offset: start))
                index += 3
                continue
            }
            try parseSpecifier(start: start)
        }
        flushLiteral()
    }

    private mutating func parseSpecifier(start: Int) throws(FormatSyntaxError) {
        func fail(_ reason: String) -> FormatSyntaxError { FormatSyntaxError(offset: start, reason: reason) }
        func odd(_ kind: FormatOddity.Kind) { oddities.append(FormatOddity(offset: start, kind: kind)) }
        var specifier = FormatSpecifier()
        var seenDot = false, seenSharp = false, seenOpenBracket = false, validBracket = false
        var keyStart: Int?
        var keyLength = 0
        var lengthModifiers = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: " ") { odd(.spaceAfterPercent) }
        // A byte read ahead by a number or '.' that the switch must still handle (CoreFoundation's `goto reswtch`).
        var pending: UInt8?
        while true {
            let byte: UInt8
            if let next = pending {
                byte = next
                pending = nil
            } else {
                guard index < bytes.count else {
                    odd(.incompleteSpecifier)
                    return
                }
                byte = bytes[index]
                index += 1
            }
            if let nameStart = keyStart {
                guard !Self.isNameByte(byte) else { continue }
                if byte == UInt8(ascii: "]") {
                    if seenOpenBracket {
                        validBracket = true
                        keyLength = index - 1 - nameStart
                    }
                } else if byte == UInt8(ascii: "@") {
                    if !validBracket { keyLength = index - 1 - nameStart }
                    flushLiteral()
                    if keyLength == 0 {
                        odd(.emptyVariableName)
                        specifier.conversion = "@"
                        segments.append(.specifier(specifier, offset: start))
                        return
                    }
                    if validBracket { odd(.bracketedVariable) }
                    if let width = specifier.width { odd(.widthOnVariable(width)) }
                    let name = String(decoding: bytes[nameStart..<nameStart + keyLength], as: UTF8.self)
                    segments.append(.variable(name: name, position: specifier.position, offset: start))
                    return
                } else {
                    odd(.brokenVariableReference(name: String(decoding: bytes[nameStart..<index - 1], as: UTF8.self), breaksAt: character(at: index - 1)))
                    keyStart = nil
                    // CoreFoundation reads UTF-16 units: the whole character is swallowed.
                    while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                }
                continue
            }
            // glibc's `I` (the locale's digits) and C's `'` (grouping) flags; glibc's old `Z` for `z`.
            if gnuExtensions, byte == UInt8(ascii: "I") || byte == UInt8(ascii: "'") { continue }
            if gnuExtensions, byte == UInt8(ascii: "Z") {
                specifier.length = "z"
                continue
            }
            // `% %`, `%1%`: C's printf prints a '%' (msgfmt -c accepts it); glibc's `%m` prints
            // strerror(errno) and takes no argument.
            if gnuExtensions, byte == UInt8(ascii: "%") || byte == UInt8(ascii: "m") {
                literal.append(contentsOf: byte == UInt8(ascii: "%") ? [byte] : Array(bytes[start..<index]))
                return
            }
            // C has no `%@` nor Apple's `%#@name@` and `%[name]`.
            if gnuExtensions, byte == UInt8(ascii: "@") || byte == UInt8(ascii: "[") { return unknownConversion(start: start) }
            if gnuExtensions, byte == UInt8(ascii: "<"), let macro = inttypesMacro(at: index) {
                index = macro.end
                specifier.length = macro.length
                finish(&specifier, conversion: macro.conversion, start: start)
                return
            }
            switch byte {
            case UInt8(ascii: "#"):
                seenSharp = true
                specifier.alternate = true
            case UInt8(ascii: "["):
                if !seenOpenBracket {
                    seenOpenBracket = true
                    keyStart = index
                }
            case UInt8(ascii: " "):
                if !specifier.plusSign { specifier.spaceSign = true }
            case UInt8(ascii: "-"):
                specifier.leftAlign = true
                specifier.zeroPad = false
            case UInt8(ascii: "+"):
                specifier.plusSign = true
                specifier.spaceSign = false
            case UInt8(ascii: "0"):
                if seenDot {
                    specifier.precision = 0
                } else if !specifier.leftAlign {
                    specifier.zeroPad = true
                }
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                if index < bytes.count, bytes[index] == byte {
                    index += 1
                    specifier.length = String(decoding: [byte, byte], as: UTF8.self)
                } else {
                    specifier.length = String(decoding: [byte], as: UTF8.self)
                }
                lengthModifiers += 1
                if lengthModifiers == 2 { odd(.repeatedLengthModifier) }
            case UInt8(ascii: "L"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "z"), UInt8(ascii: "j"):
                specifier.length = String(decoding: [byte], as: UTF8.self)
                lengthModifiers += 1
                if lengthModifiers == 2 { odd(.repeatedLengthModifier) }
            case UInt8(ascii: "@"):
                if seenSharp {
                    seenSharp = false
                    specifier.alternate = false
                    keyStart = index
                } else {
                    finish(&specifier, conversion: byte, start: start)
                    return
                }
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                var number = Int(byte - UInt8(ascii: "0"))
                while index < bytes.count, let digit = bytes[index].asciiDigit {
                    number = number * 10 + digit
                    guard number <= Int(Int32.max) else { throw fail("a number in the specifier is too large") }
                    index += 1
                }
                guard index < bytes.count else {
                    odd(.incompleteSpecifier)
                    index = bytes.count
                    return
                }
                let after = bytes[index]
                index += 1
                if after == UInt8(ascii: "$") {
                    guard number <= ParsedFormat.maximumPosition else { throw fail("argument position \(number) is beyond \(ParsedFormat.maximumPosition)") }
                    specifier.position = number
                } else {
                    guard number <= ParsedFormat.maximumWidth else { throw fail("width or precision \(number) is beyond \(ParsedFormat.maximumWidth)") }
                    if seenDot { specifier.precision = number } else { specifier.width = number }
                    pending = after
                }
            case UInt8(ascii: "*"):
                guard gnuExtensions else { throw fail("'*' width or precision is not supported (it takes a hidden argument)") }
                try starArgument(at: index - 1)
            case UInt8(ascii: "."):
                seenDot = true
                guard index < bytes.count else {
                    odd(.incompleteSpecifier)
                    return
                }
                if bytes[index] == UInt8(ascii: "*"), !gnuExtensions { throw fail("'*' width or precision is not supported (it takes a hidden argument)") }
                pending = bytes[index]
                index += 1
            case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
                 UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "c"), UInt8(ascii: "C"),
                 UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "s"), UInt8(ascii: "S"):
                finish(&specifier, conversion: byte, start: start)
                return
            case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"):
                // "%.f" is precision 0.
                if seenDot, specifier.precision == nil { specifier.precision = 0 }
                finish(&specifier, conversion: byte, start: start)
                return
            case UInt8(ascii: "n"), UInt8(ascii: "p"), UInt8(ascii: "P"):
                odd(.unusualConversion(Character(Unicode.Scalar(byte))))
                finish(&specifier, conversion: byte, start: start)
                return
            default:
                return unknownConversion(start: start)
            }
        }
    }

    /// One conversion of Python's `%` operator, as Python and GNU gettext's format-python.c read it:
    /// an optional `(name)` mapping key (parentheses nest), flags `-+ #0`, a width and a `.`
    /// precision (digits or `*`), a length `h l L` (ignored), and one of `d i o u x X e E f g G c r s`
    /// (`%` prints a percent sign). A `*` is an argument of its own, as in C.
    private mutating func parsePythonSpecifier(start: Int) throws(FormatSyntaxError) {
        func fail(_ reason: String) -> FormatSyntaxError { FormatSyntaxError(offset: start, reason: reason) }
        var specifier = FormatSpecifier()
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            var depth = 1
            var end = index + 1
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                if bytes[end] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                end += 1
            }
            guard end < bytes.count else { throw fail("the mapping key '%(' has no ')'") }
            mappingKeys[start] = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
        }
        while index < bytes.count, "-+ #0".utf8.contains(bytes[index]) {
            switch bytes[index] {
            case UInt8(ascii: "-"): specifier.leftAlign = true
            case UInt8(ascii: "+"): specifier.plusSign = true
            case UInt8(ascii: " "): specifier.spaceSign = true
            case UInt8(ascii: "#"): specifier.alternate = true
            default: specifier.zeroPad = true
            }
            index += 1
        }
        for isPrecision in [false, true] {
            if isPrecision {
                guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { break }
                index += 1
                specifier.precision = 0
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
                // An `int` argument before the conversion's, as a `%d` of its own at the `*`.
                var star = FormatSpecifier()
                finish(&star, conversion: UInt8(ascii: "d"), start: index)
                index += 1
                continue
            }
            var number: Int?
            while index < bytes.count, let digit = bytes[index].asciiDigit {
                number = (number ?? 0) * 10 + digit
                guard number! <= ParsedFormat.maximumWidth else { throw fail("width or precision beyond \(ParsedFormat.maximumWidth)") }
                index += 1
            }
            if let number { if isPrecision { specifier.precision = number } else { specifier.width = number } }
        }
        while index < bytes.count, "hlL".utf8.contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { throw fail("the text ends in the middle of a conversion (write '%%' for a percent sign)") }
        let conversion = bytes[index]
        index += 1
        if conversion == UInt8(ascii: "%") {
            literal.append(conversion)
            return
        }
        guard "diouxXeEfgGcrs".utf8.contains(conversion) else {
            throw fail("'\(character(at: index - 1))' is not a conversion of Python's % operator (write '%%' for a percent sign)")
        }
        finish(&specifier, conversion: conversion, start: start)
    }

    /// C's `*` width or precision (`%.*s`, `%*2$d`): the `int` argument it takes, as a `%d` of its
    /// own before the conversion, at the offset of the `*`.
    private mutating func starArgument(at offset: Int) throws(FormatSyntaxError) {
        var star = FormatSpecifier()
        var digits = index
        var number = 0
        while digits < bytes.count, let digit = bytes[digits].asciiDigit, number <= ParsedFormat.maximumPosition {
            number = number * 10 + digit
            digits += 1
        }
        if digits > index, digits < bytes.count, bytes[digits] == UInt8(ascii: "$") {
            guard number >= 1, number <= ParsedFormat.maximumPosition else {
                throw FormatSyntaxError(offset: offset, reason: "argument position \(number) of '*' is not within 1...\(ParsedFormat.maximumPosition)")
            }
            star.position = number
            index = digits + 1
        }
        finish(&star, conversion: UInt8(ascii: "d"), start: offset)
    }

    /// A specifier that ends in no conversion: CoreFoundation copies the one character after '%'
    /// and goes on after the byte just read.
    private mutating func unknownConversion(start: Int) {
        let printed = character(at: start + 1)
        let stoppedAt = character(at: index - 1)
        oddities.append(FormatOddity(offset: start, kind: .unknownConversion(printed: printed, stoppedAt: stoppedAt)))
        // The byte read may start a longer character: skip the whole character.
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        literal.append(contentsOf: String(printed).utf8)
    }

    private mutating func finish(_ specifier: inout FormatSpecifier, conversion: UInt8, start: Int) {
        specifier.conversion = Character(Unicode.Scalar(conversion))
        flushLiteral()
        segments.append(.specifier(specifier, offset: start))
    }
}
