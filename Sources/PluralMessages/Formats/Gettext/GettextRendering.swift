import CLDRPlural
import Foundation
import PluralCore

/// What a gettext program shows: `printf(ngettext(msgid, msgid_plural, n), n)`.
///
/// The form is `msgstr[plural(n)]` by the file's own formula (the source's `n == 1 ? msgid :
/// msgid_plural` for an untranslated or `fuzzy` entry); then the text's conversions are filled:
/// C's (`%d`, `%1$d`, `%lu`, `%s`…) for a `c-format` entry or one without a format flag,
/// Python's (`%(name)d`, `%d`) for `python-format`, `{name}`/`{}` for `python-brace-format`.
/// The count fills every conversion of argument 1; a Python name takes the argument of its
/// position among the entry's names (the count first, as convert numbers them); other positions
/// take the arguments after it.
///
/// gettext's `n` is an `unsigned long`: a negative integer wraps as C converts it (-1 is
/// 18446744073709551615); a number with a fraction (1.5) is refused, since `ngettext` cannot be
/// given one (a C caller's cast would pass 1, Python raises a `TypeError`).
extension RenderRun {
    mutating func renderGettext(_ metadata: GettextMetadata) throws(MessageError) {
        let place = RenderPlace.variation("gettext")
        var index = 0
        if metadata.entry.msgidPlural != nil {
            let n = try gettextCount(place)
            if settings.selectionMode == .cldr, !metadata.showsSource, let mapping = metadata.header.mapping, let rules = try? CLDRPluralRules.shared(for: language),
               let home = mapping.home[rules.category(for: Int(truncatingIfNeeded: n))] {
                // What CLDR's category would show: the form other formats give it.
                index = home
            } else {
                do { index = try metadata.index(for: n) } catch { throw failure(.pluralRules("Plural-Forms: \(error)"), place) }
            }
        }
        let text = metadata.text(at: index)
        guard !arguments.isEmpty, !metadata.entry.flags.contains("no-c-format") || metadata.entry.flags.contains("python-format") else {
            return try append(text, .format)
        }
        let filled: String
        do {
            filled = try GettextFormatting.fill(text, flags: metadata.entry.flags, names: metadata.textSyntax == .pythonFormat ? GettextConversion.argumentNames(metadata.entry) : [], arguments: arguments)
        } catch {
            throw failure(error.reason, .variation("gettext msgstr[\(index)]"), offset: error.offset)
        }
        try append(filled, .format)
    }

    /// The count as gettext's `unsigned long n`.
    func gettextCount(_ place: RenderPlace) throws(MessageError) -> UInt64 {
        let value = try argument(1, place, offset: nil)
        switch value {
        case let .integer(integer): return UInt64(bitPattern: Int64(integer))
        case let .decimal(decimal):
            if decimal.fractionDigits.isEmpty {
                if let integer = UInt64(decimal.plainText) { return integer }
                if let integer = Int64(decimal.plainText) { return UInt64(bitPattern: integer) }
            }
        case let .floatingPoint(double):
            if double.rounded() == double, let integer = Int64(exactly: double) { return UInt64(bitPattern: integer) }
        case .string:
            throw failure(.wrongArgumentType(position: 1, expected: "a count", actual: value.kindName), place)
        }
        throw failure(.invalidArgumentValue(position: 1, "\(value) is no count gettext can select on: ngettext takes an unsigned long (a C cast would truncate a fraction, Python refuses it)"), place)
    }
}

/// Filling a gettext text's conversions with arguments (see ``RenderRun/renderGettext(_:)``).
enum GettextFormatting {
    struct Failure: Error {
        let reason: MessageError.Reason
        let offset: Int?
    }

    /// `names` are a Python entry's argument names in position order (``GettextConversion/argumentNames(_:)``).
    static func fill(_ text: String, flags: [String], names: [String], arguments: [MessageArgument]) throws(Failure) -> String {
        if flags.contains("python-brace-format") { return try brace(text, arguments: arguments) }
        return try percent(text, python: flags.contains("python-format"), names: names, arguments: arguments)
    }

    /// `%` conversions, C's or Python's (`%(name)d`: the argument at the name's position).
    static func percent(_ text: String, python: Bool, names: [String], arguments: [MessageArgument]) throws(Failure) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var index = 0
        var next = 1
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else { out.unicodeScalars.append(scalar); index += 1; continue }
            let start = index
            index += 1
            func fail(_ reason: String) -> Failure {
                Failure(reason: .invalidFormat(FormatSyntaxError(offset: String(String.UnicodeScalarView(scalars[..<start])).utf8.count, reason: reason)), offset: start)
            }
            guard index < scalars.count else { throw fail("'%' at the end of the text") }
            if scalars[index] == "%" { out += "%"; index += 1; continue }
            var position: Int?
            if python, scalars[index] == "(" {
                guard let close = scalars[index...].firstIndex(of: ")") else { throw fail("'%(' without ')'") }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                position = (names.firstIndex(of: name) ?? 0) + 1
                index = close + 1
            } else {
                // `%N$`: an argument by position.
                var digits = index
                while digits < scalars.count, ("0"..."9").contains(scalars[digits]) { digits += 1 }
                if digits > index, digits < scalars.count, scalars[digits] == "$" {
                    position = Int(String(String.UnicodeScalarView(scalars[index..<digits])))
                    index = digits + 1
                }
            }
            var spec = "%"
            while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { spec.unicodeScalars.append(scalars[index]); index += 1 }
            while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." { spec.unicodeScalars.append(scalars[index]); index += 1 }
            while index < scalars.count, "hlLqjzt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else { throw fail("the conversion has no type") }
            let conversion = scalars[index]
            index += 1
            let argumentPosition = position ?? { defer { next += 1 }; return next }()
            guard argumentPosition >= 1, argumentPosition <= arguments.count else {
                throw Failure(reason: .missingArgument(position: argumentPosition, given: arguments.count), offset: start)
            }
            out += try shown(arguments[argumentPosition - 1], spec: spec, conversion: conversion, position: argumentPosition)
        }
        return out
    }

    /// One argument as a conversion shows it.
    static func shown(_ argument: MessageArgument, spec: String, conversion: Unicode.Scalar, position: Int) throws(Failure) -> String {
        switch conversion {
        case "d", "i", "u", "o", "x", "X", "c":
            let integer: Int?
            switch argument {
            case let .integer(value): integer = value
            case let .decimal(value): integer = value.fractionDigits.isEmpty ? Int(value.plainText) : nil
            case let .floatingPoint(value): integer = value.rounded() == value ? Int(exactly: value) : nil
            case .string: integer = nil
            }
            guard let integer else { throw Failure(reason: .wrongArgumentType(position: position, expected: "an integer for '%\(conversion)'", actual: argument.kindName), offset: nil) }
            if conversion == "c" { return UnicodeScalar(UInt32(truncatingIfNeeded: integer)).map { String(Character($0)) } ?? "" }
            return String(format: spec + "l" + String(conversion), integer)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            let double: Double?
            switch argument {
            case let .integer(value): double = Double(value)
            case let .decimal(value): double = Double(value.plainText)
            case let .floatingPoint(value): double = value
            case .string: double = nil
            }
            guard let double else { throw Failure(reason: .wrongArgumentType(position: position, expected: "a number for '%\(conversion)'", actual: argument.kindName), offset: nil) }
            return String(format: spec + String(conversion), double)
        // `%@` is Apple's object conversion, which a text converted from Apple's formats may hold.
        case "s", "r", "@":
            let text: String = switch argument {
            case let .string(value): value
            default: argument.description
            }
            return spec == "%" ? text : String(format: spec + "@", text)
        default:
            throw Failure(reason: .invalidFormat(FormatSyntaxError(offset: 0, reason: "unknown conversion '%\(conversion)'")), offset: nil)
        }
    }

    /// Python's `str.format` fields: `{name}`, `{0}`, `{}` show the count (or the argument numbered);
    /// `{{` and `}}` are braces.
    static func brace(_ text: String, arguments: [MessageArgument]) throws(Failure) -> String {
        var out = ""
        var rest = Substring(text)
        var next = 0
        while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            out += rest[..<brace]
            let after = rest.index(after: brace)
            if after < rest.endIndex, rest[after] == rest[brace] { out.append(rest[brace]); rest = rest[rest.index(after: after)...]; continue }
            guard rest[brace] == "{", let close = rest[after...].firstIndex(of: "}") else {
                throw Failure(reason: .invalidFormat(FormatSyntaxError(offset: text.utf8.distance(from: text.startIndex, to: brace), reason: "unbalanced brace")), offset: nil)
            }
            let name = rest[after..<close].prefix { $0 != ":" && $0 != "!" }
            let position: Int
            if name.isEmpty { position = next + 1; next += 1 } else if let number = Int(name) { position = number + 1 } else { position = 1 }
            guard position <= arguments.count else { throw Failure(reason: .missingArgument(position: position, given: arguments.count), offset: nil) }
            let value = arguments[position - 1]
            out += { if case let .string(text) = value { text } else { value.description } }()
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
