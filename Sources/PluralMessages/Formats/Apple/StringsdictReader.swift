import Foundation
import PluralLocalization

/// The setting keys of a `.stringsdict` entry and variable.
enum StringsdictKey {
    static let format = "NSStringLocalizedFormatKey"
    static let specType = "NSStringFormatSpecTypeKey"
    static let valueType = "NSStringFormatValueTypeKey"
    static let variableWidth = "NSStringVariableWidthRuleType"
    static let deviceSpecific = "NSStringDeviceSpecificRuleType"
}

/// Reads `.stringsdict` property lists (XML in UTF-8 or UTF-16, see ``MessageFileEncoding``, or binary) into messages.
enum StringsdictReader {
    /// Nested device dictionaries deeper than this are refused (real files nest once).
    static let maximumDepth = 8

    static func messages(from data: Data, language: String, file: URL?) throws(MessageFileError) -> [String: LocalizedMessage] {
        let text = MessageFileEncoding.normalized(data)
        let root = try BinaryPropertyListCheck.dictionary(text, file: file, binaryProblem: { "not a .stringsdict property list (\($0))" },
                                                          unreadable: { "not a property list (\(MessageFileEncoding.problem(in: data) ?? Self.reason(of: $0)))" },
                                                          notADictionary: "the top level of a .stringsdict must be a dictionary of keys")
        let origin = MessageOrigin(file: file, kind: .stringsdict)
        var messages: [String: LocalizedMessage] = [:]
        for (key, value) in root {
            messages[key] = message(key: key, value: value, language: language, origin: origin)
        }
        return messages
    }

    /// The message of one top-level entry, as Foundation read its value.
    static func message(key: String, value: Any, language: String, origin: MessageOrigin) -> LocalizedMessage {
        guard let entry = value as? [String: Any] else {
            return LocalizedMessage(key: key, language: language, body: .invalid("the value of the key is not a dictionary"), origin: origin)
        }
        let (body, variables) = parseEntry(entry, depth: 0)
        return LocalizedMessage(key: key, language: language, body: body, variables: variables, origin: origin)
    }

    /// The entries of a `.stringsdict` and its keys, as the `source`-th file of a table: indexed
    /// (``StringsdictIndex``) when the scan follows the file, else read whole.
    static func index(_ data: Data, language: String, file: URL?, source: UInt32) throws(MessageFileError) -> IndexedFile {
        if let indexed = StringsdictIndex.index(MessageFileEncoding.normalized(data), language: language, file: file, source: source) { return indexed }
        return ReadMessages.indexing([language: try messages(from: data, language: language, file: file)], kind: .stringsdict, file: file, source: source)
    }

    static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo["NSDebugDescription"] as? String { return debug }
        return nsError.localizedDescription
    }

    private static func parseEntry(_ entry: [String: Any], depth: Int) -> (MessageBody, [String: MessageVariable]) {
        guard depth < maximumDepth else { return (.invalid("device variations nested deeper than \(maximumDepth)"), [:]) }
        if let width = entry[StringsdictKey.variableWidth] {
            guard let variants = width as? [String: Any] else { return (.invalid("\(StringsdictKey.variableWidth) is not a dictionary"), [:]) }
            var parsed: [WidthVariant] = []
            for (key, value) in variants {
                guard let width = Int(key), width >= 0 else { return (.invalid("width '\(key)' is not a whole number"), [:]) }
                guard let text = value as? String else { return (.invalid("width \(key) is not a string"), [:]) }
                parsed.append(WidthVariant(width: width, body: .text(MessageText(text))))
            }
            guard !parsed.isEmpty else { return (.invalid("\(StringsdictKey.variableWidth) has no widths"), [:]) }
            return (.width(parsed.sorted { $0.width < $1.width }), [:])
        }
        if let device = entry[StringsdictKey.deviceSpecific] {
            guard let variants = device as? [String: Any] else { return (.invalid("\(StringsdictKey.deviceSpecific) is not a dictionary"), [:]) }
            var parsed: [String: MessageBody] = [:]
            for (name, value) in variants {
                if let text = value as? String {
                    parsed[name.lowercased()] = .text(MessageText(text))
                } else if let nested = value as? [String: Any] {
                    let (body, variables) = parseEntry(nested, depth: depth + 1)
                    parsed[name.lowercased()] = variables.isEmpty ? body : .scoped(body, variables: variables)
                } else {
                    parsed[name.lowercased()] = .invalid("device '\(name)' is neither a string nor a dictionary")
                }
            }
            return (.device(parsed), [:])
        }
        guard let formatValue = entry[StringsdictKey.format] else {
            return (.invalid("no \(StringsdictKey.format), \(StringsdictKey.variableWidth) or \(StringsdictKey.deviceSpecific)"), [:])
        }
        guard let format = formatValue as? String else { return (.invalid("\(StringsdictKey.format) is not a string"), [:]) }
        var variables: [String: MessageVariable] = [:]
        for (name, value) in entry where name != StringsdictKey.format {
            guard let definition = value as? [String: Any] else { continue }
            variables[name] = parseVariable(name: name, definition)
        }
        return (.text(MessageText(format)), variables)
    }

    private static func parseVariable(name: String, _ definition: [String: Any]) -> MessageVariable {
        var forms: [PluralMessageForm: MessageText] = [:]
        var genderForms: [GrammaticalGender: MessageText] = [:]
        var unknown: [String] = []
        let kind = (definition[StringsdictKey.specType] as? String).map(SelectorKind.init(appleRuleType:))
        let isGender = kind == .gender
        for (key, value) in definition where key != StringsdictKey.specType && key != StringsdictKey.valueType {
            if isGender {
                if let gender = GrammaticalGender(rawValue: key), let text = value as? String {
                    genderForms[gender] = MessageText(text)
                } else {
                    unknown.append(key)
                }
            } else if let form = PluralMessageForm(key: key), let text = value as? String {
                forms[form] = MessageText(text)
            } else {
                unknown.append(key)
            }
        }
        return MessageVariable(
            name: name,
            kind: kind,
            valueType: definition[StringsdictKey.valueType] as? String,
            forms: forms,
            genderForms: genderForms,
            unknownKeys: unknown.sorted()
        )
    }
}
