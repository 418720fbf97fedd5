/// The character classes of the MessageFormat 2 syntax (`message.abnf`): what the parser, the
/// formatter's name checks and the converters outside agree a name, a space or content is.
extension MF2Parser {
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0D, 0x0A, 0x3000: true
        default: false
        }
    }

    package static func isBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x2066...0x2069: true
        default: false
        }
    }

    package static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x2B, 0x5F: return true
        case 0xA1...0x61B, 0x61D...0x167F, 0x1681...0x1FFF, 0x200B...0x200D, 0x2010...0x2027,
             0x2030...0x205E, 0x2060...0x2065, 0x206A...0x2FFF, 0x3001...0xD7FF, 0xE000...0xFDCF, 0xFDF0...0xFFFD:
            return true
        case 0x10000...0x10FFFD:
            return value & 0xFFFF < 0xFFFE
        default:
            return false
        }
    }

    package static func isNameChar(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || (0x30...0x39).contains(scalar.value) || scalar == "-" || scalar == "."
    }

    /// `text-char`, and `quoted-char` when `quoted` (which allows braces and refuses `|`).
    static func isContentChar(_ scalar: Unicode.Scalar, quoted: Bool) -> Bool {
        switch scalar {
        case "\u{0}", "\\": false
        case "{", "}": quoted
        case "|": !quoted
        default: true
        }
    }
}
