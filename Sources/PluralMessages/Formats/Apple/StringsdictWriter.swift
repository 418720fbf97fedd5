import Foundation
import PluralLocalization

/// Writes a table as `<language>.lproj/<table>.strings` (plain entries) and `.stringsdict` (plural,
/// gender, device and width messages) per language.
struct StringsdictWriter {
    let rulesProvider: any PluralRulesProvider

    /// The files of `languages` (each a safe file name, see ``MessageTableWriter``).
    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        for language in languages {
            var plain: [(key: String, value: String, comment: String?)] = []
            var dictionary: [String: Any] = [:]
            let zeroIsExact = (try? rulesProvider.rules(for: language, type: .cardinal, strict: false)).map(ZeroForms.zeroCategoryIsExactlyZero)
            let zeroCategory = (try? rulesProvider.rules(for: language, type: .cardinal, strict: false)).map { $0.categories.contains(.zero) } ?? false
            for (key, read) in (table.messages[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let (portable, androidNotes) = FileFormats.portable(read, rules: try? rulesProvider.rules(for: language, type: .cardinal, strict: false))
                let (message, printfNotes) = PrintfConversion.printf(portable)
                notes += androidNotes + printfNotes
                var entry = EntryWriter(message: message, zeroMeansExactlyZero: !zeroCategory || zeroIsExact == true)
                if case let .text(text) = message.body, !text.hasVariables {
                    let (comment, changed) = message.comment.map(Self.stringsComment) ?? (nil, nil)
                    if let changed { notes.append(ConversionNote(key: key, language: language, kind: .commentChanged(changed))) }
                    plain.append((key, text.source, comment))
                } else if let value = entry.value(message.body, scope: message.variables, depth: 0) {
                    // XML cannot carry every character: such an entry would make the whole file unreadable.
                    if let scalar = Self.firstUnwritableInXML(key) ?? Self.firstUnwritableInXML(in: value) {
                        entry.note(.unwritableCharacter(codePoint: scalar.value, format: "a .stringsdict (XML)"))
                    } else {
                        dictionary[key] = value
                    }
                }
                notes += entry.notes
            }
            let folder = "\(language).lproj/\(table.name)"
            files[folder + ".strings"] = Data(Self.stringsTable(plain).utf8)
            if !dictionary.isEmpty,
               let data = try? PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0) {
                files[folder + ".stringsdict"] = data
            }
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// A `.strings` table in UTF-8: `"key" = "value";` lines, each after its comment (see
    /// ``stringsComment(_:)``).
    static func stringsTable(_ entries: [(key: String, value: String, comment: String?)]) -> String {
        var text = ""
        for entry in entries {
            if let comment = entry.comment {
                text += "/* \(stringsComment(comment).text) */\n"
            }
            text += "\"\(escaped(entry.key))\" = \"\(escaped(entry.value))\";\n"
            if entry.comment != nil { text += "\n" }
        }
        return text
    }

    /// A comment as a `.strings` comment can hold it, and how it was changed (`nil` when it was
    /// not): a comment has no escapes, so `*/` (which would end it) is written `* /`, and a control
    /// character other than a tab or line break (a NUL would make the file read as UTF-16) or a
    /// noncharacter is written as the `\U` escape a string would have, as text.
    static func stringsComment(_ comment: String) -> (text: String, changed: String?) {
        var text = ""
        var changes: [String] = []
        for scalar in comment.unicodeScalars {
            if scalar == "/", text.unicodeScalars.last == "*" {
                text += " /"
                if !changes.contains("'*/' is written '* /'") { changes.append("'*/' is written '* /'") }
            } else if isControlOrNoncharacter(scalar), scalar != "\t", scalar != "\n", scalar != "\r" {
                text += "\\U" + String(format: "%04X", scalar.value)
                if !changes.contains("control characters are written as \\U escapes") { changes.append("control characters are written as \\U escapes") }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return (text, changes.isEmpty ? nil : changes.joined(separator: ", "))
    }

    /// C0 controls, DEL, and U+FFFE and U+FFFF (read as byte order marks backwards).
    private static func isControlOrNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// The first character of `text` XML 1.0 cannot carry (controls other than tab and line
    /// breaks, U+FFFE, U+FFFF), which Foundation writes raw into a property list that no XML
    /// reader (nor this package's, which takes a NUL for UTF-16) reads back.
    static func firstUnwritableInXML(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { isControlOrNoncharacter($0) && $0 != "\t" && $0 != "\n" && $0 != "\r" }
    }

    /// The first character no XML can carry in the strings and keys of a property list value.
    static func firstUnwritableInXML(in value: Any) -> Unicode.Scalar? {
        switch value {
        case let text as String: return firstUnwritableInXML(text)
        case let dictionary as [String: Any]:
            for (key, inner) in dictionary {
                if let scalar = firstUnwritableInXML(key) ?? firstUnwritableInXML(in: inner) { return scalar }
            }
            return nil
        default: return nil
        }
    }

    /// A string as a quoted `.strings` string: `\"`, `\\`, and `\n`, `\t`, `\r`, `\U202E` for the
    /// characters `DisplayText.needsEscape(_:)` finds and the noncharacters U+FFFE and U+FFFF
    /// (which no property list reader takes raw).
    static func escaped(_ string: String) -> String {
        DisplayText.escaped(string, syntax: { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\u{FFFE}", "\u{FFFF}": "\\U" + String(format: "%04X", scalar.value)
            default: nil
            }
        }, escape: { scalar in
            switch scalar {
            case "\n", "\r", "\t": DisplayText.swiftEscape(scalar)
            default: "\\U" + String(format: "%04X", scalar.value)
            }
        })
    }
}

/// Writes one message as a `.stringsdict` entry, collecting what it cannot say.
private struct EntryWriter {
    let message: LocalizedMessage
    /// Whether a `zero` form serves 0 alone (no zero category, or one that holds only 0), so `=0` may become `zero`.
    let zeroMeansExactlyZero: Bool
    var notes: [ConversionNote] = []

    init(message: LocalizedMessage, zeroMeansExactlyZero: Bool) {
        self.message = message
        self.zeroMeansExactlyZero = zeroMeansExactlyZero
    }

    mutating func note(_ kind: ConversionNote.Kind) {
        let note = ConversionNote(key: message.key, language: message.language, kind: kind)
        if !notes.contains(note) { notes.append(note) }
    }

    /// The entry: a dictionary for a format with variables or variations, a string for a plain
    /// device or width variant; `nil` when nothing can be written.
    mutating func value(_ body: MessageBody, scope: [String: MessageVariable], depth: Int) -> Any? {
        guard depth < StringsdictReader.maximumDepth else {
            note(.unreadable("variations nested deeper than \(StringsdictReader.maximumDepth)"))
            return nil
        }
        switch body {
        case let .text(text):
            return formatEntry(text, scope: scope)
        case let .plural(argument, forms):
            return pluralEntry(argument: argument, forms: forms, scope: scope)
        case let .device(variants):
            var written: [String: Any] = [:]
            for (name, variant) in variants {
                if case let .text(text) = variant, !text.hasVariables {
                    written[name] = text.source
                } else if let value = value(variant, scope: scope, depth: depth + 1) {
                    written[name] = value
                }
            }
            return [StringsdictKey.deviceSpecific: written]
        case let .width(variants):
            var written: [String: Any] = [:]
            for variant in variants {
                if case let .text(text) = variant.body, !text.hasVariables {
                    written[String(variant.width)] = text.source
                } else {
                    // Width variants are strings: a variant with variables shows its default text.
                    note(.nestedVariation("a width variant with variables"))
                    written[String(variant.width)] = Self.defaultText(variant.body)
                }
            }
            return [StringsdictKey.variableWidth: written]
        case let .scoped(inner, variables):
            return value(inner, scope: variables, depth: depth)
        case let .invalid(reason):
            note(.unreadable(reason))
            return nil
        }
    }

    /// The text a variation shows without a device or width: `other`, or the widest.
    static func defaultText(_ body: MessageBody) -> String {
        switch body {
        case let .text(text): text.source
        case let .device(variants): (variants["other"] ?? variants.sorted { $0.key < $1.key }.first?.value).map(defaultText) ?? ""
        case let .width(variants): variants.last.map { defaultText($0.body) } ?? ""
        case let .scoped(inner, _): defaultText(inner)
        case let .plural(_, forms): forms[.category(.other)].map(defaultText) ?? ""
        case .invalid: ""
        }
    }

    /// `NSStringLocalizedFormatKey` and the variables the format reaches.
    mutating func formatEntry(_ text: MessageText, scope: [String: MessageVariable]) -> [String: Any]? {
        guard let parts = text.resolved(in: .top, argumentNumbers: { scope[$0]?.argumentNumber }) else {
            // A format that does not parse is kept as written: it fails the same way when read back.
            return [StringsdictKey.format: text.source]
        }
        var entry: [String: Any] = [StringsdictKey.format: Self.format(text, parts: parts, in: .top)]
        var visited: Set<String> = []
        addVariables(in: parts, scope: scope, to: &entry, visited: &visited)
        return entry
    }

    /// The text as written when it means the same in a `.stringsdict` (no `%arg`, no `argNum`),
    /// else the parts with explicit positions.
    static func format(_ text: MessageText, parts: [ResolvedPart], in context: FormatContext) -> String {
        let reread = MessageText(text.source).resolved(in: context, argumentNumbers: { _ in nil })
        return reread == parts ? text.source : MessageText.appleFormat(parts)
    }

    mutating func addVariables(in parts: [ResolvedPart], scope: [String: MessageVariable], to entry: inout [String: Any], visited: inout Set<String>) {
        for case let .variable(name, position) in parts where !visited.contains(name) {
            visited.insert(name)
            guard let variable = scope[name] else { continue }
            let context = FormatContext.forms(of: position, specifier: variable.valueSpecifier)
            var definition: [String: Any] = [:]
            if let valueType = variable.valueType { definition[StringsdictKey.valueType] = valueType }
            if variable.isGender {
                definition[StringsdictKey.specType] = SelectorKind.gender.appleRuleType
                for (gender, form) in variable.genderForms {
                    definition[gender.rawValue] = writeForm(form, in: context, scope: scope, entry: &entry, visited: &visited)
                }
            } else {
                definition[StringsdictKey.specType] = SelectorKind.plural.appleRuleType
                if !variable.isPlural || variable.forms.isEmpty { note(.unsupportedVariable(name)) }
                for (key, form) in appleForms(variable.forms, variable: name) {
                    definition[key] = writeForm(form, in: context, scope: scope, entry: &entry, visited: &visited)
                }
            }
            entry[name] = definition
        }
    }

    mutating func writeForm(_ form: MessageText, in context: FormatContext, scope: [String: MessageVariable], entry: inout [String: Any], visited: inout Set<String>) -> String {
        guard let parts = form.resolved(in: context, argumentNumbers: { scope[$0]?.argumentNumber }) else { return form.source }
        addVariables(in: parts, scope: scope, to: &entry, visited: &visited)
        return Self.format(form, parts: parts, in: context)
    }

    /// The forms by Apple's keys; exact values other than Apple's zero are left out with a note.
    mutating func appleForms<Form>(_ forms: [PluralMessageForm: Form], variable: String) -> [(key: String, form: Form)] {
        let (keyed, unsaid) = appleFormKeys(forms, zeroMeansExactlyZero: zeroMeansExactlyZero)
        for form in unsaid { note(.exactValue(variable: variable, form: form.description)) }
        return keyed
    }

    /// A whole-string plural variation (`.xcstrings`, legacy keys): a format that is one variable.
    mutating func pluralEntry(argument: Int, forms: [PluralMessageForm: MessageBody], scope: [String: MessageVariable]) -> [String: Any] {
        let name = UniqueName.first("count") { scope[$0] != nil }
        var entry: [String: Any] = [StringsdictKey.format: "%\(argument)$#@\(name)@"]
        let texts = forms.mapValues { body -> MessageText in
            if case let .text(text) = body { return text }
            if case let .scoped(.text(text), _) = body { return text }
            return MessageText(Self.defaultText(body))
        }
        if forms.values.contains(where: { if case .text = $0 { false } else { true } }) {
            note(.nestedVariation("a variation"))
        }
        // The value type is an integer conversion the forms show the number with, so selection
        // reads the argument as the variation did; other conversions select by what they show.
        let valueType = ([texts[.category(.other)]].compactMap { $0 } + texts.values).lazy.compactMap { text -> String? in
            guard var specifier = text.conversion(showing: argument, firstUnpositioned: 1), specifier.kind.isInteger,
                  ArgumentFormatter.isPlainDecimal(specifier) else { return nil }
            // A value type is a bare conversion: `%1$d` gives `d`, not `1$d`.
            specifier.position = nil
            return String(specifier.description.dropFirst())
        }.first
        var definition: [String: Any] = [StringsdictKey.specType: SelectorKind.plural.appleRuleType]
        if let valueType { definition[StringsdictKey.valueType] = valueType }
        let context = FormatContext.forms(of: argument, specifier: valueType.flatMap(FormatSpecifier.init(valueType:)))
        var visited: Set<String> = [name]
        for (key, text) in appleForms(texts, variable: name) {
            guard let parts = text.resolved(in: .top, argumentNumbers: { scope[$0]?.argumentNumber }) else {
                definition[key] = text.source
                continue
            }
            addVariables(in: parts, scope: scope, to: &entry, visited: &visited)
            let reread = MessageText(text.source).resolved(in: context, argumentNumbers: { _ in nil })
            definition[key] = reread == parts ? text.source : MessageText.appleFormat(parts)
        }
        entry[name] = definition
        return entry
    }
}
