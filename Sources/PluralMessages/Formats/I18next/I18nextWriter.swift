import Foundation
import PluralCore
import PluralLocalization

extension MessageFileFormat {
    /// i18next JSON v4: `<language>/<table>.json` per language, plurals as `key_one`, `key_other`…
    /// (see <doc:I18next>).
    public static let i18next = MessageFileFormat(rawValue: "i18next")
}

/// Writes a table as i18next JSON v4: `<language>/<table>.json` per language (a table whose every key
/// is `NS:PATH`, as several namespaces are read, `<language>/<NS>.json` per namespace), keys nested by `.`
/// into objects (`inbox.title` is `{"inbox": {"title": …}}`; a key whose path another key's text
/// takes stays flat, as i18next also finds it).
///
/// An i18next message is written as read: plural keys `key_one`, `key_other`…, the key's own text
/// beside them. Any other message is written from its ICU MessageFormat text (what
/// ``MessageFormatWriter`` writes): a plural on one number, the text around it in each form,
/// becomes the plural keys, its number (`#`) `{{count}}`; `{name}` becomes `{{name}}`,
/// `{n, number}` `{{n, number}}`. Exact forms map where i18next selects the same: `=0` is `key_zero`
/// (noted where the language's CLDR `zero` category also takes other numbers, which i18next gives
/// `key_zero` too), `=1` is `key_one` where the language's `one` is 1 alone (English, German). A
/// plural whose only form is `other` without its number is the bare key. What JSON v4 cannot say is
/// noted: numbers the source formats shown as `String(n)`, number formats, other exact values,
/// `select`, `selectordinal`, a plural inside a plural, `offset:`, text i18next would read as a
/// placeholder or nesting, and keys that do not read back as written (`item_one` beside `item_other`
/// is a plural to i18next).
struct I18nextWriter {
    let rulesProvider: any PluralRulesProvider

    /// One key written: the message it belongs to, its i18next key, its text.
    struct Entry {
        let message: String
        let key: String
        let text: String
    }

    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        // A table of several namespaces (every key `NS:PATH`) is written back one file per namespace.
        let keys = table.keys
        let namespaced = !keys.isEmpty && keys.allSatisfy { I18nextFiles.split(namespacedKey: $0) != nil }
        guard namespaced || !FileLanguage.isKnownLanguage(table.name) else {
            // `en/de.json` is a MessageFormat file of German, not the namespace `de`.
            return WrittenFiles(files: [:], notes: [ConversionNote(key: "", language: "", kind: .tableNotWritten(
                name: table.name, reason: "is a language's name, and i18next namespace files (<language>/<namespace>.json) are named otherwise"))])
        }
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        let messageFormat = MessageFormatWriter(rulesProvider: rulesProvider).texts(of: table, languages: languages)
        for language in languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            let messages = table.messages[language] ?? [:]
            var entries: [Entry] = []
            // The messages written (those not written say why in a note of their own).
            var attempted: [String] = []
            for (key, message) in messages.sorted(by: { $0.key < $1.key }) {
                if message.origin.kind.selectsAsI18next {
                    if case let .invalid(reason) = message.body {
                        notes.append(ConversionNote(key: key, language: language, kind: .unreadable(reason)))
                        continue
                    }
                    attempted.append(key)
                    entries += Self.entries(ofI18next: message)
                    continue
                }
                guard let written = messageFormat[language]?[key], let text = written.text else {
                    notes += messageFormat[language]?[key]?.notes ?? []
                    continue
                }
                // What MessageFormat shows otherwise than printf (a number given to `%@`, grouping) is
                // said again below as i18next shows it.
                notes += written.notes.filter { note in
                    switch note.kind {
                    case .numberAsObject, .integerGrouping: false
                    default: true
                    }
                }
                attempted.append(key)
                var conversion = Conversion(key: key, language: language, rules: rules, sourceIsMessageFormat: Self.isMessageFormat(message))
                entries += conversion.entries(ofMessageFormat: text)
                notes += conversion.notes
            }
            for (namespace, part) in Self.files(entries, attempted: attempted, namespaced: namespaced, table: table.name) {
                guard !FileLanguage.isKnownLanguage(namespace) else {
                    if language == languages.first {
                        notes.append(ConversionNote(key: "", language: "", kind: .tableNotWritten(
                            name: namespace, reason: "is a language's name, and i18next namespace files (<language>/<namespace>.json) are named otherwise")))
                    }
                    continue
                }
                let (object, dropped) = Self.nested(part.entries)
                let data = MessageTableWriter.jsonData(object)
                files["\(language)/\(namespace).json"] = data
                notes += Self.notReadBack(part.attempted, entries: part.entries, dropped: dropped, data: data, language: language,
                                          prefix: namespaced ? namespace + ":" : "")
            }
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// The entries and messages of each file: the table's one file, or one per namespace with the
    /// `NS:` taken off their keys.
    static func files(_ entries: [Entry], attempted: [String], namespaced: Bool, table: String) -> [(String, (entries: [Entry], attempted: [String]))] {
        guard namespaced else { return [(table, (entries, attempted))] }
        var parts: [String: (entries: [Entry], attempted: [String])] = [:]
        for entry in entries {
            guard let (namespace, path) = I18nextFiles.split(namespacedKey: entry.key), let (_, message) = I18nextFiles.split(namespacedKey: entry.message) else { continue }
            parts[namespace, default: ([], [])].entries.append(Entry(message: message, key: path, text: entry.text))
        }
        for key in attempted {
            guard let (namespace, path) = I18nextFiles.split(namespacedKey: key) else { continue }
            parts[namespace, default: ([], [])].attempted.append(path)
        }
        return parts.sorted { $0.key < $1.key }
    }

    /// Whether a message's own text is ICU MessageFormat (its `{name}` formats a number for the language).
    static func isMessageFormat(_ message: LocalizedMessage) -> Bool {
        if case let .text(text) = message.body { text.syntax == .messageFormat } else { false }
    }

    /// An i18next message's keys and texts, as read.
    static func entries(ofI18next message: LocalizedMessage) -> [Entry] {
        var entries: [Entry] = []
        // An ordinal's bare key (`place` of `place_ordinal`) is a message of its own, or the cardinal plural's: written there.
        if message.pluralRuleType == .cardinal, case let .text(fallback)? = message.pluralFallback {
            entries.append(Entry(message: message.key, key: message.key, text: fallback.source))
        }
        switch message.body {
        case let .text(text): entries.append(Entry(message: message.key, key: message.key, text: text.source))
        case let .plural(_, forms):
            for case let (.category(category), .text(text)) in forms.sorted(by: { $0.key < $1.key }) {
                entries.append(Entry(message: message.key, key: message.key + "_" + category.rawValue, text: text.source))
            }
        default: break
        }
        return entries
    }

    /// The messages of `attempted` that do not read back as written, each with a note: a key another entry took
    /// (`dropped`), or one i18next reads otherwise (`item_one` beside `item_other` is the plural
    /// `item`), found by reading the file as i18next's reader does.
    static func notReadBack(_ attempted: [String], entries: [Entry], dropped: Set<String>, data: Data, language: String, prefix: String = "") -> [ConversionNote] {
        var notes: [ConversionNote] = []
        let file = FileToRead(data: data, file: nil, kind: .i18next, language: language, wantsPlaces: false, source: 0)
        let read: [String: LocalizedMessage]
        if let reading = try? I18nextReader.read(file), case let .messages(byLanguage) = reading.entries {
            read = byLanguage[language] ?? [:]
        } else {
            read = [:]
        }
        var written: [String: [Entry]] = [:]
        for entry in entries { written[entry.message, default: []].append(entry) }
        for key in attempted {
            let own = written[key] ?? []
            let keys = own.map(\.key)
            let shape: Bool
            if let back = read[key] {
                // As many keys read back as the message was written with.
                switch back.body {
                case let .plural(_, forms): shape = forms.count + (back.pluralFallback == nil || back.pluralRuleType == .ordinal ? 0 : 1) == own.count
                default: shape = own.count == 1
                }
            } else {
                shape = false
            }
            guard !shape || keys.contains(where: dropped.contains) else { continue }
            let taken = keys.filter(dropped.contains)
            let why = own.isEmpty ? "it has no text i18next JSON v4 can hold"
                : taken.isEmpty
                ? "i18next JSON v4 reads \(keys.map { "'\($0)'" }.joined(separator: ", ")) otherwise beside the table's other keys (plural siblings such as 'x_one' and 'x_other' are one plural 'x'; a key ending in '_other' without {{count}} is a key of its own)"
                : "another message was written under \(taken.map { "'\($0)'" }.joined(separator: ", "))"
            notes.append(ConversionNote(key: prefix + key, language: language, kind: .notI18next("the key does not read back as written: \(why)")))
        }
        return notes
    }

    /// Keys nested into objects by `.`; a key whose path is taken by a text stays flat at the top.
    /// Also the keys that could be written neither way (a key written twice), left out.
    static func nested(_ entries: [Entry]) -> (object: [String: Any], dropped: Set<String>) {
        var root: [String: Any] = [:]
        var flat: [Entry] = []
        var dropped: Set<String> = []
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
        for entry in entries {
            let path = entry.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if path.contains(where: \.isEmpty) || !insert(path[...], entry.text, into: &root) { flat.append(entry) }
        }
        for entry in flat {
            if root[entry.key] == nil { root[entry.key] = entry.text } else { dropped.insert(entry.key) }
        }
        return (root, dropped)
    }

    /// One MessageFormat message as i18next keys, with what could not be said.
    struct Conversion {
        let key: String
        let language: String
        let rules: (any PluralRules)?
        /// Whether the message was MessageFormat to begin with (not printf written as MessageFormat).
        let sourceIsMessageFormat: Bool
        var notes: [ConversionNote] = []

        mutating func note(_ what: String) {
            note(.notI18next(what))
        }

        mutating func note(_ kind: ConversionNote.Kind) {
            let note = ConversionNote(key: key, language: language, kind: kind)
            if !notes.contains(note) { notes.append(note) }
        }

        mutating func entries(ofMessageFormat source: String) -> [Entry] {
            let message = MessageFormatModel.message(key: key, language: language, source: source, origin: MessageOrigin(file: nil, kind: .messageformat))
            guard case let .text(text) = message.body else { return [] }
            let segments = text.segments
            let plurals = segments.compactMap { segment -> MessageVariable? in
                if case let .variable(name, _, _) = segment { message.variables[name] } else { nil }
            }
            // The first plural becomes the keys; the other choices show their 'other' form (noted where written).
            guard let plural = plurals.first(where: \.isPlural) else {
                let text = i18next(segments, variables: message.variables, count: nil)
                if !sourceIsMessageFormat { noteArgumentOrder(MessageText(i18next: text).interpolatedNames, plural: false) }
                return [Entry(message: key, key: key, text: text)]
            }
            if plural.offset != 0 { note("'\(plural.name)' has offset:\(plural.offset), which i18next cannot say; wrote the forms as they are") }
            if plural.name != "count" { note(.i18nextCount(plural.name)) }
            // The text around the plural is written in each form.
            let index = segments.firstIndex { if case let .variable(name, _, _) = $0 { name == plural.name } else { false } } ?? 0
            let before = Array(segments[..<index]), after = Array(segments[(index + 1)...])
            var chosen: [PluralCategory: MessageText] = [:]
            for (form, text) in plural.forms {
                if case let .category(category) = form { chosen[category] = text }
            }
            chosen[.zero] = zeroForm(plural)
            if let one = plural.forms[.exact(PluralDecimal(1))] {
                if let rules, ZeroForms.category(.one, isExactly: 1, in: rules) {
                    // `=1` is chosen before `one`, which holds nothing else.
                    chosen[.one] = one
                } else {
                    note("the exact value '=1' has no i18next key: \(language)'s 'one' category takes other numbers than 1, and JSON v4 keys are categories and _zero; left out")
                }
            }
            for (form, _) in plural.forms {
                guard case let .exact(value) = form, !value.isZeroValue, value != PluralDecimal(1) else { continue }
                note("the exact value '=\(value)' has no i18next key (JSON v4 keys are categories and _zero); left out")
            }
            // MessageFormat shows `other` for a category without a form; i18next would look for the
            // key in the next language: the language's every category gets a key.
            if let other = chosen[.other], let rules {
                for category in rules.categories where chosen[category] == nil { chosen[category] = other }
            }
            var entries: [Entry] = []
            for category in PluralCategory.allCases {
                guard let text = chosen[category] else { continue }
                let body = before + text.segments + after
                entries.append(Entry(message: key, key: key + "_" + category.rawValue, text: i18next(body, variables: message.variables, count: plural.name)))
            }
            // A plural of `other` alone that never shows its number reads back as a key of its own:
            // the bare key, which `t` shows for every count.
            if entries.count == 1, chosen[.other] != nil, !MessageText(i18next: entries[0].text).interpolatedNames.contains("count") {
                return [Entry(message: key, key: key, text: entries[0].text)]
            }
            if !sourceIsMessageFormat, let first = entries.first { noteArgumentOrder(MessageText(i18next: first.text).interpolatedNames, plural: true) }
            return entries
        }

        /// Notes that a printf source's positions are not kept where a positional format written back
        /// numbers the arguments otherwise: i18next passes values by name, the plural's number as
        /// `count`, the others as `{{argN}}` (argument N of the source); the way back numbers the count
        /// first, then the others as they first appear (`%1$@ shared %2$lld files` comes back as
        /// `%2$@ shared %1$lld files`, `%2$@ by %1$@` as `%1$@ by %2$@`).
        mutating func noteArgumentOrder(_ names: [String], plural: Bool) {
            let others = plural ? names.filter { $0 != "count" } : names
            let positions = others.compactMap { name -> Int? in
                guard name.hasPrefix("arg"), let number = Int(name.dropFirst(3)), number > 0 else { return nil }
                return number
            }
            let first = plural ? 2 : 1
            guard !others.isEmpty, positions.count == others.count, positions != Array(first..<(first + positions.count)) else { return }
            var before = zip(others, positions).map { "{{\($0)}} argument \($1)" }
            var after = others.enumerated().map { "{{\($1)}} argument \($0 + first)" }
            if plural {
                let count = (1...(positions.count + 1)).first { !positions.contains($0) } ?? 1
                before.insert("{{count}} argument \(count)", at: 0)
                after.insert("{{count}} argument 1", at: 0)
            }
            note("i18next passes values by name, not by position: in the source \(before.joined(separator: ", ")); a positional format (printf, Android) written back from this file numbers \(plural ? "the count first" : "them as they appear"): \(after.joined(separator: ", ")), so callers pass them in another order")
        }

        /// The text of `key_zero`, which i18next shows for exactly 0 and for the language's CLDR
        /// `zero` category: `=0`'s where that category is 0 alone or absent, else the `zero` form's.
        mutating func zeroForm(_ plural: MessageVariable) -> MessageText? {
            let exact = plural.forms.first { if case let .exact(value) = $0.key { value.isZeroValue } else { false } }?.value
            let category = plural.forms[.category(.zero)]
            guard let rules, rules.categories.contains(.zero) else {
                // MessageFormat never selects a `zero` the language has not; i18next would for 0.
                return exact
            }
            if ZeroForms.zeroCategoryIsExactlyZero(rules) { return exact ?? category }
            if let category {
                if let exact, exact.source != category.source {
                    note("'=0' and 'zero' share i18next's one '\(key)_zero' key, which \(language) selects for 0 and its CLDR 'zero' category (10–20, 30…): wrote the 'zero' form, which 0 now shows")
                }
                return category
            }
            if exact != nil {
                note("'=0' became '\(key)_zero', which i18next also shows for \(language)'s CLDR 'zero' category (10–20, 30…), not only for 0")
            }
            return exact
        }

        /// Whether a number style shows an integer as its digits, grouped or not (`%lld` written as MessageFormat).
        static func showsInteger(_ style: MessageFormatNumberStyle) -> Bool {
            switch style {
            case .decimal, .integer: true
            case let .skeleton(skeleton): skeleton.source == "precision-integer"
            case .percent: false
            }
        }

        /// MessageFormat parts as i18next text: literals as they are, `{name}` as `{{name}}`,
        /// the plural's number (`#`, or `{count}`) as `{{count}}`, a choice as its `other` form.
        mutating func i18next(_ segments: [FormatSegment], variables: [String: MessageVariable], count: String?) -> String {
            var result = ""
            for segment in segments {
                switch segment {
                case let .literal(literal):
                    if literal.contains("{{") { note("the text has '{{', which i18next reads as a placeholder") }
                    if literal.contains("$t(") { note("the text has '$t(', which i18next reads as nesting another key's text") }
                    result += literal
                case let .argument(name, style, _):
                    if name == count {
                        result += "{{count}}"
                        note(.i18nextPlainNumber("count"))
                        // `{{count}}` shows an integer's digits; a format that does more (fraction digits, padding) is lost.
                        if let style, !Self.showsInteger(style) { note(.i18nextNumberFormat(name: "count", style: style.description)) }
                        continue
                    }
                    switch style {
                    case nil:
                        // A MessageFormat `{name}` given a number formats it; a printf `%@` shows its digits, as i18next does.
                        if sourceIsMessageFormat { note(.i18nextPlainNumber(name)) }
                        result += "{{" + name + "}}"
                    case .decimal?:
                        result += "{{" + name + ", number}}"
                    case let style?:
                        note(.i18nextNumberFormat(name: name, style: style.description))
                        result += "{{" + name + ", number}}"
                    }
                case .pluralNumber:
                    note(.i18nextPlainNumber("count"))
                    result += "{{count}}"
                case let .variable(name, _, _):
                    guard let variable = variables[name], let other = variable.forms[.category(.other)] ?? variable.keywordForms["other"] else { continue }
                    if variable.isPlural {
                        note("'\(name)' is a plural beside the one the keys choose by, which i18next JSON v4 keys cannot say; wrote its 'other' form")
                    } else if variable.isOrdinal {
                        note(.ordinalArgument(name))
                    } else if Set(variable.keywordForms.keys).isSubset(of: ["male", "female", "neuter", "other"]) {
                        note(.genderVariable(name))
                    } else {
                        note(.selectArgument(name))
                    }
                    result += i18next(other.segments, variables: variables, count: count)
                case .specifier, .substitutionArgument:
                    break
                }
            }
            return result
        }
    }
}
