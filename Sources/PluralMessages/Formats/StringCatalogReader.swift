import Foundation
import PluralLocalization

/// Reads `.xcstrings` string catalogs (JSON).
enum StringCatalogReader {
    /// A catalog, its entries converted to messages one at a time as they are decoded: a decoded
    /// entry lives only while it is converted, never all of them at once.
    struct Catalog: Decodable {
        var sourceLanguage: String
        var messages: [String: [String: LocalizedMessage]] = [:]

        /// The ``MessageOrigin`` of the messages, in the decoder's `userInfo`.
        static let originKey = CodingUserInfoKey(rawValue: "PluralMessages.origin")!

        private enum Keys: String, CodingKey { case sourceLanguage, strings, version }

        private struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            sourceLanguage = try container.decode(String.self, forKey: .sourceLanguage)
            _ = try container.decodeIfPresent(String.self, forKey: .version)
            let origin = decoder.userInfo[Self.originKey] as? MessageOrigin ?? MessageOrigin(file: nil, kind: .xcstrings)
            let strings = try container.nestedContainer(keyedBy: Name.self, forKey: .strings)
            for name in strings.allKeys {
                let entry = try strings.decode(Entry.self, forKey: name)
                StringCatalogReader.add(entry, key: name.stringValue, sourceLanguage: sourceLanguage, origin: origin, to: &messages)
            }
        }
    }

    struct Entry: Decodable {
        var localizations: [String: Node]?
        var shouldTranslate: Bool?
        var comment: String?
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
            let decoder = JSONDecoder()
            decoder.userInfo[Catalog.originKey] = MessageOrigin(file: file, kind: .xcstrings)
            catalog = try decoder.decode(Catalog.self, from: MessageFileEncoding.normalized(data))
        } catch let DecodingError.dataCorrupted(context) {
            throw MessageFileError(file: file, reason: "not JSON (\(MessageFileEncoding.problem(in: data) ?? StringsdictReader.reason(of: context.underlyingError ?? DecodingError.dataCorrupted(context))))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw MessageFileError(file: file, reason: "missing '\(key.stringValue)' at \(path(context))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw MessageFileError(file: file, reason: "unexpected value at \(path(context)): \(context.debugDescription)")
        } catch {
            throw MessageFileError(file: file, reason: "not a string catalog (\(error))")
        }
        return Result(sourceLanguage: catalog.sourceLanguage, messages: catalog.messages)
    }

    /// Adds the messages of one catalog entry, in each of its languages.
    static func add(_ entry: Entry, key: String, sourceLanguage: String, origin: MessageOrigin, to messages: inout [String: [String: LocalizedMessage]]) {
        for (language, node) in entry.localizations ?? [:] {
            var states: [String] = []
            var body = convert(node, states: &states)
            var variables: [String: MessageVariable] = [:]
            for (name, substitution) in node.substitutions ?? [:] {
                variables[name] = convert(name: name, substitution, states: &states)
            }
            // argNum is an argument position: bounded like positions in formats (lint and
            // rendering would otherwise build lists as long as the number).
            if let (name, number) = variables.lazy.compactMap({ name, variable in variable.argumentNumber.map { (name, $0) } })
                .filter({ $0.1 > ParsedFormat.maximumPosition }).min(by: { $0.0 < $1.0 }) {
                body = .invalid("the substitution '\(name)' has argNum \(number), beyond the largest argument position \(ParsedFormat.maximumPosition) (ParsedFormat.maximumPosition)")
                variables = [:]
            }
            messages[language, default: [:]][key] = LocalizedMessage(
                key: key, language: language, body: body, variables: variables, state: summary(of: states), origin: origin,
                comment: entry.comment
            )
        }
        // Without a source localization, the key is the source text (Xcode's convention).
        if entry.localizations?[sourceLanguage] == nil {
            messages[sourceLanguage, default: [:]][key] = LocalizedMessage(
                key: key, language: sourceLanguage, body: .text(MessageText(key)), origin: origin, comment: entry.comment
            )
        }
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
            kind: substitution.variations?.plural == nil ? .unsupported("(no plural variations)") : .plural,
            valueType: substitution.formatSpecifier,
            argumentNumber: substitution.argNum,
            forms: forms,
            unknownKeys: unknown.sorted(),
            isSubstitution: true
        )
    }

    /// The argument a whole-string plural variation selects on: the first number its `other`
    /// form (or any form) formats, positions as ``ArgumentCursor`` reads them; 1 when none does.
    private static func selectingArgument(_ forms: [PluralMessageForm: MessageBody]) -> Int {
        let ordered = [forms[.category(.other)]].compactMap { $0 } + forms.sorted { $0.key < $1.key }.map(\.value)
        for body in ordered {
            guard case let .text(text) = body,
                  let number = text.conversions(from: .top).first(where: { $0.specifier.kind.isNumeric })
            else { continue }
            return number.position
        }
        return 1
    }
}
