import Foundation
import PluralLocalization

/// Why a file could not be read as a table.
public struct MessageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or directory).
    public let file: URL?
    /// What is wrong, for people.
    public let reason: String

    /// An error about a file.
    public init(file: URL?, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { (file.map { "\($0.path): " } ?? "") + reason }
}

/// The setting keys of a `.stringsdict` entry and variable.
enum StringsdictKey {
    static let format = "NSStringLocalizedFormatKey"
    static let specType = "NSStringFormatSpecTypeKey"
    static let valueType = "NSStringFormatValueTypeKey"
    static let variableWidth = "NSStringVariableWidthRuleType"
    static let deviceSpecific = "NSStringDeviceSpecificRuleType"
}

/// Reads `.stringsdict` property lists (XML or binary) into messages.
enum StringsdictReader {
    /// Nested device dictionaries deeper than this are refused (real files nest once).
    static let maximumDepth = 8

    static func messages(from data: Data, language: String, file: URL?) throws(MessageFileError) -> [String: LocalizedMessage] {
        if let problem = BinaryPropertyListCheck.problem(in: data) {
            throw MessageFileError(file: file, reason: "not a .stringsdict property list (\(problem))")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw MessageFileError(file: file, reason: "not a property list (\(Self.reason(of: error)))")
        }
        guard let root = plist as? [String: Any] else {
            throw MessageFileError(file: file, reason: "the top level of a .stringsdict must be a dictionary of keys")
        }
        let origin = MessageOrigin(file: file, kind: .stringsdict)
        var messages: [String: LocalizedMessage] = [:]
        for (key, value) in root {
            guard let entry = value as? [String: Any] else {
                messages[key] = LocalizedMessage(key: key, language: language, body: .invalid("the value of the key is not a dictionary"), origin: origin)
                continue
            }
            let (body, variables) = parseEntry(entry, depth: 0)
            messages[key] = LocalizedMessage(key: key, language: language, body: body, variables: variables, origin: origin)
        }
        return messages
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
        var unknown: [String] = []
        for (key, value) in definition where key != StringsdictKey.specType && key != StringsdictKey.valueType {
            if let form = PluralMessageForm(key: key), let text = value as? String {
                forms[form] = MessageText(text)
            } else {
                unknown.append(key)
            }
        }
        return MessageVariable(
            name: name,
            ruleType: definition[StringsdictKey.specType] as? String,
            valueType: definition[StringsdictKey.valueType] as? String,
            forms: forms,
            unknownKeys: unknown.sorted()
        )
    }
}

/// Reads `.strings` tables (old-style property lists, UTF-8 or UTF-16 with a byte order mark).
enum StringsReader {
    static func messages(from data: Data, language: String, file: URL?) throws(MessageFileError) -> [String: LocalizedMessage] {
        let origin = MessageOrigin(file: file, kind: .strings)
        // An empty table is valid (Apple asks for one beside each .stringsdict), but Foundation refuses empty data.
        if isBlank(data) { return [:] }
        if let problem = BinaryPropertyListCheck.problem(in: data) {
            throw MessageFileError(file: file, reason: "not a .strings table (\(problem))")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw MessageFileError(file: file, reason: "not a .strings table (\(StringsdictReader.reason(of: error)))")
        }
        guard let table = plist as? [String: Any] else {
            throw MessageFileError(file: file, reason: "not a .strings table of \"key\" = \"value\"; pairs")
        }
        var messages: [String: LocalizedMessage] = [:]
        for (key, value) in table {
            let body: MessageBody = (value as? String).map { .text(MessageText($0)) } ?? .invalid("the value is not a string")
            messages[key] = LocalizedMessage(key: key, language: language, body: body, origin: origin)
        }
        return messages
    }

    /// Whether the data holds only a byte order mark, white space and comments.
    private static func isBlank(_ data: Data) -> Bool {
        var text: String?
        if data.starts(with: [0xFF, 0xFE]) {
            text = String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
        } else if data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data.dropFirst(2), encoding: .utf16BigEndian)
        } else {
            text = String(decoding: data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data, as: UTF8.self)
        }
        guard let text else { return false }
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: { $0.isWhitespace })
            if rest.hasPrefix("//") {
                rest = rest.drop(while: { !$0.isNewline })
            } else if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { return false }
                rest = rest[end.upperBound...]
            } else {
                return rest.isEmpty
            }
        }
    }
}

/// Reads `.xcstrings` string catalogs (JSON).
enum StringCatalogReader {
    struct Catalog: Decodable {
        var sourceLanguage: String
        var strings: [String: Entry]
        var version: String?
    }

    struct Entry: Decodable {
        var localizations: [String: Node]?
        var shouldTranslate: Bool?
    }

    struct StringUnit: Decodable {
        var state: String?
        // Optional so that one bad entry is reported as such instead of failing the whole catalog.
        var value: String?
    }

    struct Variations: Decodable {
        var plural: [String: Node]?
        var device: [String: Node]?
    }

    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }

    /// A localization or a variation: a string unit, or variations, and possibly substitutions.
    struct Node: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }

    struct Result {
        var sourceLanguage: String
        var messages: [String: [String: LocalizedMessage]]
    }

    static func messages(from data: Data, file: URL?) throws(MessageFileError) -> Result {
        let catalog: Catalog
        do {
            catalog = try JSONDecoder().decode(Catalog.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw MessageFileError(file: file, reason: "not JSON (\(StringsdictReader.reason(of: context.underlyingError ?? DecodingError.dataCorrupted(context))))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw MessageFileError(file: file, reason: "missing '\(key.stringValue)' at \(path(context))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw MessageFileError(file: file, reason: "unexpected value at \(path(context)): \(context.debugDescription)")
        } catch {
            throw MessageFileError(file: file, reason: "not a string catalog (\(error))")
        }
        let origin = MessageOrigin(file: file, kind: .xcstrings)
        var messages: [String: [String: LocalizedMessage]] = [:]
        for (key, entry) in catalog.strings {
            for (language, node) in entry.localizations ?? [:] {
                var states: [String] = []
                let body = convert(node, states: &states)
                var variables: [String: MessageVariable] = [:]
                for (name, substitution) in node.substitutions ?? [:] {
                    variables[name] = convert(name: name, substitution, states: &states)
                }
                messages[language, default: [:]][key] = LocalizedMessage(
                    key: key, language: language, body: body, variables: variables, state: summary(of: states), origin: origin
                )
            }
            // Without a source localization, the key is the source text (Xcode's convention).
            if entry.localizations?[catalog.sourceLanguage] == nil {
                messages[catalog.sourceLanguage, default: [:]][key] = LocalizedMessage(
                    key: key, language: catalog.sourceLanguage, body: .text(MessageText(key)), origin: origin
                )
            }
        }
        return Result(sourceLanguage: catalog.sourceLanguage, messages: messages)
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let components = context.codingPath.map(\.stringValue)
        return components.isEmpty ? "the top level" : components.joined(separator: " > ")
    }

    /// The state a reader cares about: untranslated parts make the whole untranslated.
    private static func summary(of states: [String]) -> String? {
        for state in ["new", "stale", "needs_review", "translated"] where states.contains(state) { return state }
        return states.first
    }

    private static func convert(_ node: Node, states: inout [String]) -> MessageBody {
        if let plural = node.variations?.plural {
            var forms: [PluralMessageForm: MessageBody] = [:]
            for (key, variant) in plural {
                guard let form = PluralMessageForm(key: key) else { return .invalid("unknown plural category '\(key)'") }
                forms[form] = convert(variant, states: &states)
            }
            return .plural(argument: selectingArgument(forms), forms: forms)
        }
        if let device = node.variations?.device {
            var variants: [String: MessageBody] = [:]
            for (name, variant) in device { variants[name.lowercased()] = convert(variant, states: &states) }
            return .device(variants)
        }
        if let unit = node.stringUnit {
            if let state = unit.state { states.append(state) }
            guard let value = unit.value else { return .invalid("stringUnit has no value") }
            return .text(MessageText(value))
        }
        return .invalid("neither a stringUnit nor plural or device variations")
    }

    private static func convert(name: String, _ substitution: Substitution, states: inout [String]) -> MessageVariable {
        var forms: [PluralMessageForm: MessageText] = [:]
        var unknown: [String] = []
        for (key, variant) in substitution.variations?.plural ?? [:] {
            if let form = PluralMessageForm(key: key), let unit = variant.stringUnit, let value = unit.value {
                if let state = unit.state { states.append(state) }
                forms[form] = MessageText(value, allowsSubstitutionArgument: true)
            } else {
                unknown.append(key)
            }
        }
        return MessageVariable(
            name: name,
            ruleType: substitution.variations?.plural == nil ? "(no plural variations)" : nil,
            valueType: substitution.formatSpecifier,
            argumentNumber: substitution.argNum,
            forms: forms,
            unknownKeys: unknown.sorted(),
            isSubstitution: true
        )
    }

    /// The argument a whole-string plural variation selects on: the first number its `other`
    /// form (or any form) formats; 1 when none does.
    private static func selectingArgument(_ forms: [PluralMessageForm: MessageBody]) -> Int {
        let ordered = [forms[.category(.other)]].compactMap { $0 } + forms.sorted { $0.key < $1.key }.map(\.value)
        for body in ordered {
            guard case let .text(text) = body, case let .success(format) = text.parsed else { continue }
            var next = 1
            for segment in format.segments {
                guard case let .specifier(specifier, _) = segment else { continue }
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                if specifier.kind.isNumeric { return position }
            }
        }
        return 1
    }
}
