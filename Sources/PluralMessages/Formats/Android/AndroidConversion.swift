import Foundation
import PluralCore
import PluralLocalization

/// Between Android's Java `Formatter` texts and Apple's printf texts: the one place that converts
/// a conversion of one into the other (`%1$s` ↔ `%1$@`, `%d` ↔ `%lld`), and that turns an Android
/// message into one Apple's formats and MessageFormat can write (``portable(_:rules:)``).
enum AndroidConversion {
    /// A printf conversion as Java writes it, and what it could not say.
    static func java(_ specifier: FormatSpecifier) -> (FormatSpecifier, lost: String?) {
        var java = specifier
        java.length = ""
        var lost: String?
        switch specifier.conversion {
        case "@", "s", "S", "P": java.conversion = "s"
        case "d", "i", "D", "u", "U": java.conversion = "d"
        case "O": java.conversion = "o"
        case "F": java.conversion = "f"
        case "C": java.conversion = "c"
        case "p":
            java.conversion = "s"
            lost = "%s"
        case "n":
            // printf's %n takes an argument and shows nothing; Java's %n is a line break. `%.0s`
            // takes the argument and shows nothing too.
            java = FormatSpecifier()
            java.position = specifier.position
            java.conversion = "s"
            java.precision = 0
        case "g", "G", "a", "A":
            // Java's %g keeps trailing zeros (5.00000 where printf shows 5), and %a differs too.
            lost = java.description
        default: break
        }
        if java.kind == .signedInteger || java.kind == .unsignedInteger, specifier.precision != nil {
            // Java refuses a precision on integers (IllegalFormatPrecisionException).
            java.precision = nil
            lost = java.description
        }
        return (java, lost)
    }

    /// A Java conversion as printf writes it, and what it could not say.
    static func printf(_ specifier: FormatSpecifier) -> (FormatSpecifier, lost: String?) {
        var printf = specifier
        var lost: String?
        // Positions are explicit once resolved; printf has no grouping or parentheses flag.
        printf.previousArgument = false
        printf.grouping = false
        printf.parenthesizedNegative = false
        // Java's space flag (`% d`): printf has it too, but Apple's readers take "% l…" for a
        // percent sign and a text, and the text comes back to Java as `% lld`, which Java refuses.
        printf.spaceSign = false
        if specifier.grouping || specifier.parenthesizedNegative { lost = printf.description }
        switch specifier.conversion {
        case "s", "S":
            printf.conversion = "@"
        case "d":
            printf.length = "ll"
        case "x", "X", "o":
            printf.length = "ll"
        case "c", "C":
            printf.conversion = "C"
        case "e", "E", "f", "g", "G", "a", "A":
            break
        default:
            // `%b`, `%h`, `%t…`: shown as the object's text.
            printf = FormatSpecifier()
            printf.conversion = "@"
            lost = "%@"
        }
        if lost == nil, specifier.spaceSign { lost = printf.description }
        return (printf, lost)
    }

    /// The Java text of resolved parts (``ResolvedPart``): positions written when `positioned`, or
    /// when there are several conversions (AAPT refuses several without), `%` as `%%`.
    static func javaText(_ parts: [ResolvedPart], positioned: Bool = false, note: (ConversionNote.Kind) -> Void) -> String {
        let conversions = parts.filter { if case .conversion = $0 { true } else { false } }
        let positioned = positioned || conversions.count > 1 || conversions.contains { if case let .conversion(position, _) = $0 { position != 1 } else { false } }
        var text = ""
        for part in parts {
            switch part {
            case let .literal(literal):
                text += literal.replacingOccurrences(of: "%", with: "%%")
            case let .conversion(position, specifier):
                var (java, lost) = java(specifier)
                if let lost { note(.conversion(specifier.description, written: lost)) }
                java.previousArgument = false
                java.position = positioned ? position : nil
                text += java.description
            case .variable:
                // Variables are inlined before (``AndroidResourceWriter``).
                break
            }
        }
        return text
    }

    /// The note that Java shows a language's numbers with other digits than the other formats
    /// (OpenJDK's Arabic-Indic ١٢٣ for `ar`, where Foundation's data now gives 123), when `parts` show a number.
    static func digitsNote(language: String, parts: [ResolvedPart]) -> ConversionNote.Kind? {
        let showsNumber = parts.contains { if case let .conversion(_, specifier) = $0 { specifier.kind.isNumeric } else { false } }
        guard showsNumber else { return nil }
        let others = NumberSymbols.of(identifier: language)
        let java = JavaFormatting.javaSymbols(others)
        guard java.digits != others.digits else { return nil }
        let sample = { (symbols: NumberSymbols) in (symbols.digits ?? ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])[1...3].joined() }
        return .javaDigits(android: sample(java), others: sample(others))
    }

    /// The printf text of a Java text, or `nil` when it does not parse.
    static func printfText(_ text: MessageText, note: (ConversionNote.Kind) -> Void) -> String? {
        guard let parts = text.resolved(in: .top, argumentNumbers: { _ in nil }) else { return nil }
        let converted = parts.map { part -> ResolvedPart in
            guard case let .conversion(position, specifier) = part else { return part }
            if specifier.conversion == "n" { return .literal("\n") }
            let (printf, lost) = printf(specifier)
            if let lost { note(.conversion(specifier.description, written: lost)) }
            return .conversion(position: position, printf)
        }
        // Positions as the Java text wrote them (`%d` stays `%lld`, `%1$s` is `%1$@`); several always.
        let explicit = text.segmentsHaveExplicitPositions
        let conversions = converted.filter { if case .conversion = $0 { true } else { false } }.count
        guard !explicit, conversions <= 1, !converted.contains(where: { if case let .conversion(position, _) = $0 { position != 1 } else { false } }) else {
            return MessageText.appleFormat(converted)
        }
        return converted.map { part in
            switch part {
            case let .literal(literal): literal.replacingOccurrences(of: "%", with: "%%")
            case let .conversion(_, specifier): specifier.description
            case let .variable(name, position): "%\(position)$#@\(name)@"
            }
        }.joined()
    }

    /// An Android message as Apple's formats and MessageFormat take it: its Java texts as printf,
    /// and a `zero` item of a language without that category left out with a note (Android never
    /// chooses it; Apple's formats would read it as the value 0). `<xliff:g>` tags and `tools:`
    /// attributes, which the other formats cannot hold, are noted. Other messages are returned as they are.
    static func portable(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote]) {
        guard message.origin.kind == .android else { return (message, []) }
        var notes: [ConversionNote] = []
        func note(_ kind: ConversionNote.Kind) {
            let note = ConversionNote(key: message.key, language: message.language, kind: kind)
            if !notes.contains(note) { notes.append(note) }
        }
        let hasZero = rules?.categories.contains(.zero) ?? false
        for (name, value) in message.androidTools { note(.androidOnly("the attribute \(name)=\"\(value)\"")) }
        func convert(_ body: MessageBody, depth: Int) -> MessageBody {
            guard depth < MessageLimits.maximumNestingDepth else { return .invalid("nested too deeply") }
            switch body {
            case let .text(text):
                guard text.syntax == .javaFormat else { return body }
                if text.androidContent?.contains("<xliff:g") == true { note(.androidOnly("the <xliff:g> tag (its text is kept)")) }
                if let parts = text.resolved(in: .top, argumentNumbers: { _ in nil }), let digits = digitsNote(language: message.language, parts: parts) { note(digits) }
                guard let printf = printfText(text, note: note) else {
                    // Not a Java format ("50%"): `getString` shows it as written, and so does this text.
                    note(.percentSignsAsText)
                    return .text(MessageText(text.source))
                }
                return .text(MessageText(printf))
            case let .plural(argument, forms):
                var converted: [PluralMessageForm: MessageBody] = [:]
                for (form, formBody) in forms {
                    if form == .category(.zero), !hasZero {
                        if case let .text(text) = formBody { note(.androidZeroNeverChosen(text: text.source)) }
                        continue
                    }
                    converted[form] = convert(formBody, depth: depth + 1)
                }
                return .plural(argument: argument, forms: converted)
            case let .device(variants): return .device(variants.mapValues { convert($0, depth: depth + 1) })
            case let .width(variants): return .width(variants.map { WidthVariant(width: $0.width, body: convert($0.body, depth: depth + 1)) })
            case let .scoped(inner, variables): return .scoped(convert(inner, depth: depth + 1), variables: variables)
            case .invalid: return body
            }
        }
        let origin = MessageOrigin(file: message.origin.file, kind: .android)
        let converted = LocalizedMessage(key: message.key, language: message.language, body: convert(message.body, depth: 0),
                                         variables: message.variables, state: message.state, origin: origin,
                                         comment: message.comment, catalogMetadata: message.catalogMetadata)
        return (converted, notes)
    }
}
