import Foundation
import PluralCore
import PluralLocalization

/// Writes a table as i18next JSON v4: `<language>/<table>.json` per language, keys nested by `.`
/// into objects (`inbox.title` is `{"inbox": {"title": …}}`; a key whose path another key's text
/// takes stays flat, as i18next also finds it).
///
/// An i18next message is written as read: plural keys `key_one`, `key_other`…, the key's own text
/// beside them. Any other message is written from its ICU MessageFormat text (what
/// ``MessageFormatWriter`` writes): a plural on one number, the text around it in each form,
/// becomes the plural keys, its number (`#`) `{{count}}`; `=0` becomes `key_zero` (noted where the
/// language's CLDR `zero` category also takes other numbers, which i18next gives `key_zero` too);
/// `{name}` becomes `{{name}}`. What JSON v4 cannot say (another exact value, `select`,
/// `selectordinal`, a plural inside a plural, `offset:`) is noted, and the message written as far
/// as it can be.
struct I18nextWriter {
    let rulesProvider: any PluralRulesProvider

    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        let messageFormat = MessageFormatWriter(rulesProvider: rulesProvider).texts(of: table, languages: languages)
        for language in languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            var entries: [(key: String, text: String)] = []
            for (key, message) in (table.messages[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if message.origin.kind.selectsAsI18next {
                    entries += Self.entries(ofI18next: message)
                    continue
                }
                guard let written = messageFormat[language]?[key], let text = written.text else {
                    notes += messageFormat[language]?[key]?.notes ?? []
                    continue
                }
                notes += written.notes
                var conversion = Conversion(key: key, language: language, rules: rules)
                entries += conversion.entries(ofMessageFormat: text)
                notes += conversion.notes
            }
            files["\(language)/\(table.name).json"] = MessageTableWriter.jsonData(Self.nested(entries))
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// An i18next message's keys and texts, as read.
    static func entries(ofI18next message: LocalizedMessage) -> [(key: String, text: String)] {
        var entries: [(key: String, text: String)] = []
        if case let .text(fallback)? = message.pluralFallback { entries.append((message.key, fallback.source)) }
        switch message.body {
        case let .text(text): entries.append((message.key, text.source))
        case let .plural(_, forms):
            for case let (.category(category), .text(text)) in forms { entries.append((message.key + "_" + category.rawValue, text.source)) }
        default: break
        }
        return entries
    }

    /// Keys nested into objects by `.`; a key whose path is taken by a text stays flat at the top.
    static func nested(_ entries: [(key: String, text: String)]) -> [String: Any] {
        var root: [String: Any] = [:]
        var flat: [(String, String)] = []
        func insert(_ path: ArraySlice<String>, _ text: String, into object: inout [String: Any]) -> Bool {
            guard let first = path.first else { return false }
            if path.count == 1 {
                guard object[first] == nil else { return false }
                object[first] = text
                return true
            }
            var inner: [String: Any]
            if let existing = object[first] {
                guard let existingObject = existing as? [String: Any] else { return false }
                inner = existingObject
            } else {
                inner = [:]
            }
            guard insert(path.dropFirst(), text, into: &inner) else { return false }
            object[first] = inner
            return true
        }
        for (key, text) in entries {
            let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if path.contains(where: \.isEmpty) || !insert(path[...], text, into: &root) { flat.append((key, text)) }
        }
        for (key, text) in flat where root[key] == nil { root[key] = text }
        return root
    }

    /// One MessageFormat message as i18next keys, with what could not be said.
    struct Conversion {
        let key: String
        let language: String
        let rules: (any PluralRules)?
        var notes: [ConversionNote] = []

        mutating func note(_ what: String) {
            notes.append(ConversionNote(key: key, language: language, kind: .notI18next(what)))
        }

        mutating func entries(ofMessageFormat source: String) -> [(key: String, text: String)] {
            let message = MessageFormatModel.message(key: key, language: language, source: source, origin: MessageOrigin(file: nil, kind: .messageformat))
            guard case let .text(text) = message.body else { return [] }
            let segments = text.segments
            let plurals = segments.compactMap { segment -> MessageVariable? in
                if case let .variable(name, _, _) = segment { message.variables[name] } else { nil }
            }
            guard let plural = plurals.first, plural.isPlural else {
                if let other = plurals.first { note("'\(other.name)' is a \(other.isOrdinal ? "selectordinal" : "select"), which i18next JSON v4 keys cannot say; wrote its 'other' form") }
                return [(key, i18next(segments, variables: message.variables, count: nil))]
            }
            if plurals.count > 1 { note("only the first plural of the text became i18next plural keys; the others show their 'other' form") }
            if plural.offset != 0 { note("'\(plural.name)' has offset:\(plural.offset), which i18next cannot say; wrote the forms as they are") }
            if plural.name != "count" { note("the plural's number '\(plural.name)' is i18next's 'count': pass the number as count") }
            // The text around the plural is written in each form.
            let index = segments.firstIndex { if case .variable = $0 { true } else { false } } ?? 0
            let before = Array(segments[..<index]), after = Array(segments[(index + 1)...])
            var entries: [(key: String, text: String)] = []
            var hasZero = false
            for (form, text) in plural.forms.sorted(by: { $0.key < $1.key }) {
                let suffix: String
                switch form {
                case let .category(category):
                    if category == .zero { if hasZero { continue }; hasZero = true }
                    suffix = category.rawValue
                case let .exact(value) where value.description == "0":
                    guard plural.forms[.category(.zero)] == nil else { continue }
                    hasZero = true
                    suffix = "zero"
                    if let rules, rules.categories.contains(.zero), rules.category(for: 10) == .zero || rules.category(for: 11) == .zero {
                        note("'=0' became '\(key)_zero', which i18next also shows for \(language)'s CLDR 'zero' category (10–20, 30…), not only for 0")
                    }
                case let .exact(value):
                    note("the exact value '=\(value)' has no i18next key (JSON v4 keys are categories and _zero); left out")
                    continue
                }
                let body = before + text.segments + after
                entries.append((key + "_" + suffix, i18next(body, variables: message.variables, count: plural.name)))
            }
            return entries
        }

        /// MessageFormat parts as i18next text: literals as they are, `{name}` as `{{name}}`,
        /// the plural's number (`#`, or `{count}`) as `{{count}}`, a choice as its `other` form.
        mutating func i18next(_ segments: [FormatSegment], variables: [String: MessageVariable], count: String?) -> String {
            var result = ""
            for segment in segments {
                switch segment {
                case let .literal(literal):
                    if literal.contains("{{") { note("the text has '{{', which i18next reads as a placeholder") }
                    result += literal
                case let .argument(name, style, _):
                    let written = name == count ? "count" : name
                    result += "{{" + written + (style == nil || name == count ? "" : ", number") + "}}"
                case .pluralNumber:
                    result += "{{count}}"
                case let .variable(name, _, _):
                    guard let variable = variables[name], let other = variable.forms[.category(.other)] ?? variable.keywordForms["other"] else { continue }
                    note("'\(name)' inside a plural form has no i18next key; wrote its 'other' form")
                    result += i18next(other.segments, variables: variables, count: count)
                case .specifier, .substitutionArgument:
                    break
                }
            }
            return result
        }
    }
}
