import Foundation
import PluralLocalization

/// Turns a MessageFormat message into the printf message Apple's formats hold, before a
/// `.stringsdict` or `.xcstrings` writer writes it.
///
/// Arguments keep MessageFormat's positional order (first appearance: `{name}` is argument 1 when
/// it comes first). `{name}` becomes `%@`; `#`, `{n, number}` and `{n, number, integer}` become
/// `%lld`; fraction skeletons `%.Nf`; a `plural` a plural variable (value type `lld`); a `select`
/// whose keywords are genders a gender variable. What printf cannot say is noted and written as
/// its closest equivalent: a `selectordinal` or another `select` shows its `other` form.
struct PrintfConversion {
    let message: LocalizedMessage
    var notes: [ConversionNote] = []
    var variables: [String: MessageVariable] = [:]
    /// The printf variable name of each MessageFormat variable.
    private var printfNames: [String: String] = [:]

    /// The message in printf form, with the notes of what it lost; a printf message unchanged.
    /// A MessageFormat 2 message goes through MF1 first (``MessageFormat1Conversion``).
    static func printf(_ message: LocalizedMessage) -> (LocalizedMessage, [ConversionNote]) {
        let (message, mf2Notes) = MessageFormat1Conversion.messageFormat(message)
        let (converted, notes) = printf(messageFormat: message)
        return (converted, mf2Notes + notes)
    }

    private static func printf(messageFormat message: LocalizedMessage) -> (LocalizedMessage, [ConversionNote]) {
        guard case let .text(text) = message.body, text.syntax.isMessageFormat1 else { return (message, []) }
        if let error = text.messageFormatError {
            // Written nowhere: the writers note an invalid body as unreadable.
            return (LocalizedMessage(key: message.key, language: message.language, body: .invalid("\(error)"), origin: message.origin), [])
        }
        var conversion = PrintfConversion(message: message)
        let source = conversion.format(text, pound: nil, depth: 0)
        // Names printf keeps only as a variable's: the others become positions.
        let unnamed = message.argumentNames.enumerated().filter { conversion.variables[$0.element] == nil }
        if !unnamed.isEmpty { conversion.note(.argumentNamesNotKept(names: unnamed.map(\.element), positions: unnamed.map { $0.offset + 1 })) }
        let converted = LocalizedMessage(
            key: message.key, language: message.language, body: .text(MessageText(source)), variables: conversion.variables,
            state: message.state, origin: message.origin, comment: message.comment
        )
        return (converted, conversion.notes)
    }

    /// Whether ICU's default number format and printf group integers alike in the message's language.
    let groupsLikePrintf: Bool

    init(message: LocalizedMessage) {
        self.message = message
        groupsLikePrintf = MessageFormatText.defaultFormatGroupsLikePrintf(message.language)
    }

    /// Notes that a MessageFormat number became `%lld`.
    mutating func noteInteger(_ name: String) {
        note(.integerArgument(name))
        if !groupsLikePrintf { note(.integerGrouping(name)) }
    }

    mutating func note(_ kind: ConversionNote.Kind) {
        let note = ConversionNote(key: message.key, language: message.language, kind: kind)
        if !notes.contains(note) { notes.append(note) }
    }

    func position(of name: String) -> Int {
        (message.argumentNames.firstIndex(of: name) ?? message.argumentNames.count) + 1
    }

    /// The printf text of a MessageFormat text; `pound` is the variable `#` shows.
    mutating func format(_ text: MessageText, pound: MessageVariable?, depth: Int) -> String {
        guard depth < MessageLimits.maximumNestingDepth, case let .success(parsed) = text.parsed else { return "" }
        var result = ""
        for segment in parsed.segments {
            switch segment {
            case let .literal(literal):
                result += literal.replacingOccurrences(of: "%", with: "%%")
            case let .argument(name, style, _):
                result += conversion(name, style: style)
            case .pluralNumber:
                guard let pound, let position = pound.argumentNumber else { continue }
                if pound.offset != 0 { note(.pluralOffset(variable: pound.argumentName ?? pound.name, offset: pound.offset)) }
                noteInteger(pound.argumentName ?? pound.name)
                result += "%\(position)$lld"
            case let .variable(name, _, _):
                guard let variable = message.variables[name] else { continue }
                result += reference(variable, depth: depth)
            case .specifier, .substitutionArgument:
                break
            }
        }
        return result
    }

    /// `{name}` as `%@`, numbers as the conversion that prints them the same.
    mutating func conversion(_ name: String, style: MessageFormatNumberStyle?) -> String {
        let position = position(of: name)
        guard let style else { return "%\(position)$@" }
        switch style {
        case .decimal, .integer:
            noteInteger(name)
            return "%\(position)$lld"
        case .percent:
            note(.conversion("{\(name), number, percent}", written: "%@"))
            return "%\(position)$@"
        case let .skeleton(skeleton):
            var specifier = "%\(position)$"
            if skeleton.signAlways { specifier += "+" }
            if !skeleton.grouping { note(.conversion("{\(name), \(style)}", written: "grouped digits")) }
            // No fraction digits required: an integer conversion, its precision the leading zeros.
            if skeleton.minimumFractionDigits == 0 {
                if skeleton.maximumFractionDigits > 0 { noteInteger(name) }
                if skeleton.minimumIntegerDigits > 1 { specifier += ".\(skeleton.minimumIntegerDigits)" }
                return specifier + (skeleton.maximumFractionDigits > 0 || skeleton.minimumIntegerDigits > 1 ? "lld" : ".0f")
            }
            if skeleton.minimumIntegerDigits > 1 { note(.conversion("{\(name), \(style)}", written: "no leading zeros")) }
            if skeleton.minimumFractionDigits != skeleton.maximumFractionDigits {
                note(.conversion("{\(name), \(style)}", written: "%.\(skeleton.maximumFractionDigits)f"))
            }
            return specifier + ".\(skeleton.maximumFractionDigits)f"
        }
    }

    /// A choice as a variable reference (`%2$#@count@`), or its `other` form where printf has no
    /// such variable.
    mutating func reference(_ variable: MessageVariable, depth: Int) -> String {
        let position = variable.argumentNumber ?? 1
        let argument = variable.argumentName ?? variable.name
        if variable.isOrdinal {
            note(.ordinalArgument(argument))
            return variable.forms[.category(.other)].map { format($0, pound: variable, depth: depth + 1) } ?? ""
        }
        if variable.isSelect {
            let genders = variable.keywordForms.keys.compactMap { GrammaticalGender(rawValue: $0) }
            guard genders.count == variable.keywordForms.count else {
                note(.selectArgument(argument))
                return variable.keywordForms["other"].map { format($0, pound: nil, depth: depth + 1) } ?? ""
            }
            note(.selectAsGender(argument))
            let name = printfName(for: variable)
            var forms: [GrammaticalGender: MessageText] = [:]
            for gender in genders {
                forms[gender] = MessageText(format(variable.keywordForms[gender.rawValue]!, pound: nil, depth: depth + 1))
            }
            variables[name] = MessageVariable(name: name, kind: .gender, valueType: nil, forms: [:], genderForms: forms)
            return "%\(position)$#@\(name)@"
        }
        let name = printfName(for: variable)
        if variable.offset != 0 { note(.pluralOffset(variable: argument, offset: variable.offset)) }
        note(.integerArgument(argument))
        var forms: [PluralMessageForm: MessageText] = [:]
        for (form, text) in variable.forms {
            forms[form] = MessageText(format(text, pound: variable, depth: depth + 1))
        }
        variables[name] = MessageVariable(name: name, kind: .plural, valueType: "lld", forms: forms)
        return "%\(position)$#@\(name)@"
    }

    /// A printf variable name (ASCII letters, digits, `_`) for a MessageFormat variable, unique in the message.
    mutating func printfName(for variable: MessageVariable) -> String {
        if let name = printfNames[variable.name] { return name }
        var name = String(variable.name.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_" })
        if name.isEmpty { name = "arg" }
        name = UniqueName.first(name) { printfNames.values.contains($0) }
        printfNames[variable.name] = name
        return name
    }
}
