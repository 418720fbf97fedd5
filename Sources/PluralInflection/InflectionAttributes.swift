/// The grammatical number a phrase is inflected to (Foundation's `Morphology.GrammaticalNumber`).
/// Only the singular leaves a phrase as written; every other number inflects it to the plural
/// (English and Spanish mark no dual, paucal or zero form).
public enum GrammaticalNumber: String, Hashable, Sendable, CaseIterable {
    /// One thing (`"singular"`).
    case singular
    /// None, in languages with a form of its own (`"zero"`).
    case zero
    /// More than one, or the general plural (`"plural"`).
    case plural
    /// Two, in languages with a dual (`"pluralTwo"`).
    case pluralTwo
    /// A few, in languages with a paucal (`"pluralFew"`).
    case pluralFew
    /// Many, in languages with a form of its own (`"pluralMany"`).
    case pluralMany
}

/// The attributes of one span of Apple's markup (`inflect: true, morphology: {number: "plural"}`),
/// read as Foundation's markdown reads them: a JSON5 object (keys quoted or not, strings in single
/// or double quotes) written without its braces.
///
/// The attributes that agree a phrase in number are applied (``inflect``, `morphology`'s
/// `number`, ``agreeWithArgument`` when that argument is a number); the others are read and
/// listed in ``notApplied``: rendering shows the phrase as written, markup removed, as Foundation
/// does where it cannot inflect.
public struct InflectionAttributes: Hashable, Sendable {
    /// Why an attribute list does not read, with the UTF-8 offset in the list.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where in the attribute list reading stopped, in UTF-8 bytes (0 for a value of the wrong kind).
        public let offset: Int
        /// What is wrong, in words.
        public let reason: String
        /// The reason and the offset.
        public var description: String { "\(reason) at offset \(offset)" }
    }

    /// `inflect: true`: the phrase agrees with the number in it (or with ``agreeWithArgument``).
    public var inflect = false
    /// `morphology: {number: …}`: the number the phrase takes, whatever number it holds.
    public var number: GrammaticalNumber?
    /// `morphology: {grammaticalGender: …}` as written (not applied: agreement in gender is not done here).
    public var grammaticalGender: String?
    /// `agreeWithArgument: N`: the phrase agrees with the argument at position N (from 1).
    public var agreeWithArgument: Int?
    /// `inflectionAlternative: "…"`: the text Foundation shows where it cannot inflect for the user's term of address.
    public var inflectionAlternative: String?
    /// The attributes read but not applied here (`agreeWithConcept`, `referentConcept`, gender,
    /// morphology other than `number`, unknown keys), by name, in the order written.
    public var notApplied: [String] = []

    /// Whether the span asks for agreement in number (``inflect``, ``number`` or ``agreeWithArgument``).
    public var agreesInNumber: Bool { inflect || number != nil || agreeWithArgument != nil }

    /// The deepest nesting of objects and arrays read.
    public static let maximumDepth = 8

    /// No attributes.
    public init() {}

    /// Reads an attribute list (`inflect: true, morphology: {number: "plural"}`; braces around it are allowed).
    public init(parsing source: String) throws(SyntaxError) {
        var reader = Reader(bytes: Array(source.utf8))
        let object = try reader.readTopLevel()
        for (key, value) in object {
            switch (key, value) {
            case let ("inflect", .bool(flag)): inflect = flag
            case let ("agreeWithArgument", .number(position)):
                guard position >= 1 else { throw SyntaxError(offset: 0, reason: "agreeWithArgument \(position) is below 1") }
                agreeWithArgument = position
            case let ("inflectionAlternative", .string(text)): inflectionAlternative = text
            case let ("morphology", .object(fields)):
                for (field, fieldValue) in fields {
                    switch (field, fieldValue) {
                    case let ("number", .string(name)):
                        guard let grammatical = GrammaticalNumber(rawValue: name) else {
                            throw SyntaxError(offset: 0, reason: "morphology number '\(name)' is none of \(GrammaticalNumber.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                        number = grammatical
                    case let ("grammaticalGender", .string(name)):
                        grammaticalGender = name
                        notApplied.append("morphology.grammaticalGender")
                    default: notApplied.append("morphology.\(field)")
                    }
                }
            case ("inflect", _), ("agreeWithArgument", _), ("inflectionAlternative", _), ("morphology", _):
                throw SyntaxError(offset: 0, reason: "'\(key)' has a value of the wrong type")
            default: notApplied.append(key)
            }
        }
    }

    /// A JSON5 value as far as attribute lists use them.
    enum Value {
        case bool(Bool)
        case number(Int)
        case string(String)
        case object([(String, Value)])
        case array([Value])
        case null
    }

    /// A recursive-descent reader of the JSON5 subset, bounded by ``maximumDepth``.
    struct Reader {
        let bytes: [UInt8]
        var index = 0

        func fail(_ reason: String) -> SyntaxError { SyntaxError(offset: index, reason: reason) }

        mutating func skipSpace() {
            while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) { index += 1 }
        }

        mutating func readTopLevel() throws(SyntaxError) -> [(String, Value)] {
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                index += 1
                let fields = try readFields(closing: UInt8(ascii: "}"), depth: 1)
                skipSpace()
                guard index == bytes.count else { throw fail("text after the attributes") }
                return fields
            }
            return try readFields(closing: nil, depth: 0)
        }

        /// `key: value, …` up to `closing` (or the end of the text when `nil`).
        mutating func readFields(closing: UInt8?, depth: Int) throws(SyntaxError) -> [(String, Value)] {
            guard depth <= InflectionAttributes.maximumDepth else { throw fail("attributes nest deeper than \(InflectionAttributes.maximumDepth)") }
            var fields: [(String, Value)] = []
            while true {
                skipSpace()
                if let closing {
                    guard index < bytes.count else { throw fail("missing '}'") }
                    if bytes[index] == closing { index += 1; return fields }
                } else if index == bytes.count {
                    guard !fields.isEmpty else { throw fail("no attributes") }
                    return fields
                }
                let key = try readKey()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("missing ':' after '\(key)'") }
                index += 1
                fields.append((key, try readValue(depth: depth + 1)))
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if let closing {
                    guard index < bytes.count, bytes[index] == closing else { throw fail("missing ',' or '}'") }
                } else {
                    guard index == bytes.count else { throw fail("missing ','") }
                }
            }
        }

        mutating func readKey() throws(SyntaxError) -> String {
            guard index < bytes.count else { throw fail("missing a name") }
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { return try readString() }
            let start = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            guard index > start else { throw fail("a name must be letters, digits, '_' or '$'") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }

        mutating func readString() throws(SyntaxError) -> String {
            let quote = bytes[index]
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    default: text.append(bytes[index])
                    }
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { throw fail("a string has no closing quote") }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }

        mutating func readValue(depth: Int) throws(SyntaxError) -> Value {
            guard depth <= InflectionAttributes.maximumDepth else { throw fail("attributes nest deeper than \(InflectionAttributes.maximumDepth)") }
            skipSpace()
            guard index < bytes.count else { throw fail("missing a value") }
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return .string(try readString())
            case UInt8(ascii: "{"):
                index += 1
                return .object(try readFields(closing: UInt8(ascii: "}"), depth: depth))
            case UInt8(ascii: "["):
                index += 1
                var values: [Value] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { throw fail("missing ']'") }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
                    values.append(try readValue(depth: depth + 1))
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                guard let number = Int(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw fail("a number out of range") }
                return .number(number)
            default:
                let word = try readKey()
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "null": return .null
                default: throw fail("'\(word)' is not a value (true, false, null, a number, a string or an object)")
                }
            }
        }
    }
}
