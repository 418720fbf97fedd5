import Foundation
import PluralCore
import PluralLocalization

/// Writes a table as Flutter ARB files, `app_<language>.arb` (`app_pt_BR.arb`), each with
/// `@@locale`; the development language's file is the template, with every key's `@key` attributes
/// (description, placeholders). A message read from an ARB file is written as it was read, with its
/// `@key`; another is written from its ICU MessageFormat text (``MessageFormatWriter``) in gen-l10n's
/// terms, with notes where the meaning cannot be carried (``ARBNote``).
struct ARBWriter {
    let rulesProvider: any PluralRulesProvider

    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        let icu = MessageFormatWriter(rulesProvider: rulesProvider).texts(of: table, languages: languages)
        let template = table.developmentLanguage
        // The template's placeholders by key: a translation may use no other (gen-l10n refuses it).
        var declared: [String: Set<String>] = [:]
        for language in languages.filter({ $0 == template }) + languages.filter({ $0 != template }) {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            var lines = ["  \"@@locale\": " + ARBValue.quoted(language.replacingOccurrences(of: "-", with: "_"))]
            for key in (table.messages[language] ?? [:]).keys.sorted() {
                guard let message = table.messages[language]?[key] else { continue }
                // A name starting with '@' is an entry's attributes (`@key`, `@@locale`), no message.
                if key.hasPrefix("@") {
                    notes.append(ConversionNote(key: key, language: language, kind: .unwritableCharacter(codePoint: 0x40, format: "the start of an ARB message name ('@' starts attributes)")))
                    continue
                }
                let entry: (text: String, placeholders: [ARBPlaceholder])
                if case let .text(text) = message.body, text.syntax == .flutterMessageFormat {
                    entry = (text.source, message.arbAttributes?.placeholders ?? [])
                } else {
                    guard let written = icu[language]?[key], let source = written.text else {
                        notes += icu[language]?[key]?.notes ?? []
                        continue
                    }
                    var converter = FlutterText(language: language, rules: rules)
                    let text = converter.convert(source)
                    notes += written.notes.filter { $0.kind != .arb(.dartToString(argument: "")) }
                    notes += converter.notes.map { ConversionNote(key: key, language: language, kind: $0) }
                    guard let text else { continue }
                    entry = (text, converter.placeholders)
                }
                let names = Set(entry.placeholders.map(\.name))
                if language == template {
                    declared[key] = names
                } else if let allowed = declared[key], !names.isSubset(of: allowed) {
                    notes.append(ConversionNote(key: key, language: language, kind: .arb(.undeclaredPlaceholders(names.subtracting(allowed).sorted()))))
                    continue
                }
                lines.append("  " + ARBValue.quoted(key) + ": " + ARBValue.quoted(entry.text))
                let own = message.arbAttributes
                if language == template || own != nil || message.comment != nil,
                   let attributes = Self.attributes(comment: message.comment, placeholders: entry.placeholders, others: own?.otherAttributes) {
                    lines.append("  " + ARBValue.quoted("@" + key) + ": " + attributes)
                }
            }
            files["app_\(language.replacingOccurrences(of: "-", with: "_")).arb"] = Data(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// A `@key` object: the description, the placeholders in order, the other attributes as read.
    static func attributes(comment: String?, placeholders: [ARBPlaceholder], others: String?) -> String? {
        var members: [String] = []
        if let comment { members.append("    \"description\": " + ARBValue.quoted(comment)) }
        if !placeholders.isEmpty {
            let inner = placeholders.map { "      " + ARBValue.quoted($0.name) + ": " + $0.json }.joined(separator: ",\n")
            members.append("    \"placeholders\": {\n" + inner + "\n    }")
        }
        if let others, let value = ARBValue.parse(Data(others.utf8), maximumDepth: ARBReader.maximumDepth) {
            for (name, member) in ARBValue.unique(value.members) where name != "description" && name != "placeholders" {
                members.append("    " + ARBValue.quoted(name) + ": " + member.json)
            }
        }
        return members.isEmpty ? nil : "{\n" + members.joined(separator: ",\n") + "\n  }"
    }
}

/// An ICU MessageFormat text in gen-l10n's terms: `#` as the plural's `{argument}`, exact values and
/// categories as gen-l10n's forms (``GenL10nPlurals``), number styles as placeholder formats.
struct FlutterText {
    let language: String
    let rules: (any PluralRules)?
    var notes: [ConversionNote.Kind] = []
    /// The placeholders the text uses, in order of first appearance.
    private(set) var placeholders: [ARBPlaceholder] = []

    init(language: String, rules: (any PluralRules)?) {
        self.language = language
        self.rules = rules
    }

    /// The text, or `nil` (with a note) when gen-l10n could not read it as ICU means it.
    mutating func convert(_ source: String) -> String? {
        let pattern: MessageFormatPattern
        do {
            pattern = try MessageFormatPattern(parsing: source)
        } catch {
            note(.unreadable(error.description))
            return nil
        }
        let written = text(pattern.nodes, pound: nil, depth: 0)
        // gen-l10n's parameters follow the placeholders: in the order values given by position bind.
        let order = pattern.argumentNames
        placeholders.sort { (order.firstIndex(of: $0.name) ?? order.count) < (order.firstIndex(of: $1.name) ?? order.count) }
        return written
    }

    private mutating func note(_ kind: ConversionNote.Kind) {
        if !notes.contains(kind) { notes.append(kind) }
    }

    private mutating func use(_ name: String, type: String?, format: String? = nil) {
        if let index = placeholders.firstIndex(where: { $0.name == name }) {
            if placeholders[index].type == nil, let type { placeholders[index] = Self.placeholder(name, type: type, format: placeholders[index].format ?? format) }
            return
        }
        placeholders.append(Self.placeholder(name, type: type, format: format))
    }

    private static func placeholder(_ name: String, type: String?, format: String?) -> ARBPlaceholder {
        var members: [(name: String, value: ARBValue)] = []
        if let format { members.append(("format", .string(format))) }
        if let type { members.append(("type", .string(type))) }
        return ARBPlaceholder(name: name, type: type, format: format, json: ARBValue.object(members).json)
    }

    private mutating func text(_ nodes: [MessageFormatNode], pound: String?, depth: Int) -> String? {
        guard depth < MessageLimits.maximumNestingDepth else { return nil }
        var result = ""
        for node in nodes {
            switch node {
            case let .text(literal):
                if let brace = literal.unicodeScalars.first(where: { $0 == "{" || $0 == "}" }) {
                    note(.unwritableCharacter(codePoint: brace.value, format: "an ARB text (gen-l10n reads braces as text only with use-escaping)"))
                    return nil
                }
                result += literal
            case let .argument(argument):
                result += "{\(argument.name)}"
                switch argument.style {
                case nil: use(argument.name, type: nil)
                case .decimal?:
                    use(argument.name, type: "num", format: "decimalPattern")
                    note(.arb(.numberStyle(argument: argument.name, style: "number", format: "decimalPattern")))
                case .percent?:
                    use(argument.name, type: "num", format: "percentPattern")
                    note(.arb(.numberStyle(argument: argument.name, style: "number, percent", format: "percentPattern")))
                case let style?:
                    use(argument.name, type: "num")
                    note(.arb(.numberStyle(argument: argument.name, style: style.description, format: nil)))
                }
            case .number:
                guard let pound else { continue }
                result += "{\(pound)}"
                note(.arb(.dartToString(argument: pound)))
            case let .choice(choice):
                guard let written = self.choice(choice, depth: depth) else { return nil }
                result += written
            }
        }
        return result
    }

    private mutating func choice(_ choice: MessageFormatChoice, depth: Int) -> String? {
        let argument = choice.argument
        // ICU keeps the first of equal selectors.
        var exact: [String: String] = [:]
        var keywords: [(String, String)] = []
        for option in choice.options {
            let pound = choice.kind == .select ? nil : argument
            guard let text = text(option.message, pound: pound, depth: depth + 1) else { return nil }
            switch option.selector {
            case let .exact(value): if exact[value.description] == nil { exact[value.description] = text }
            case let .keyword(keyword): if !keywords.contains(where: { $0.0 == keyword }) { keywords.append((keyword, text)) }
            }
        }
        let keyword = Dictionary(keywords, uniquingKeysWith: { first, _ in first })
        switch choice.kind {
        case .select:
            use(argument, type: "String")
            return "{\(argument), select, " + keywords.map { "\($0.0){\($0.1)}" }.joined(separator: " ") + "}"
        case .selectordinal:
            note(.ordinalArgument(argument))
            use(argument, type: "num")
            return keyword["other"]
        case .plural:
            break
        }
        use(argument, type: "num")
        guard choice.pluralOffset == 0 else {
            note(.arb(.offset(variable: argument)))
            return nil
        }
        for value in exact.keys.sorted() where (try? PluralDecimal(parsing: value))?.genL10nCategory == nil {
            note(.arb(.exactValueDropped(variable: argument, form: "=" + value)))
        }
        var parts: [String] = []
        for (number, category) in [(0, PluralCategory.zero), (1, .one), (2, .two)] {
            let exactText = exact[String(number)]
            // A category the language never selects is dead in ICU; gen-l10n would show it for the number.
            let categoryText = rules.map { $0.categories.contains(category) } ?? true ? keyword[category.rawValue] : nil
            let others = otherNumbers(of: category, besides: number)
            switch (exactText, categoryText) {
            case let (exactText?, categoryText?):
                let keepExact = exactText == categoryText || others.isEmpty
                if !keepExact { note(.arb(.exactValueMerged(variable: argument, form: "=\(number)", category: category.rawValue))) }
                parts.append(keepExact ? "=\(number){\(exactText)}" : "\(category){\(categoryText)}")
            case let (exactText?, nil):
                if !others.isEmpty {
                    note(.arb(.exactValueWidened(variable: argument, form: "=\(number)", category: category.rawValue, numbers: others)))
                }
                parts.append("=\(number){\(exactText)}")
            case let (nil, categoryText?):
                parts.append("\(category){\(categoryText)}")
            case (nil, nil):
                // Intl.pluralLogic gives a `two` it lacks the `few` form; ICU gives it `other`.
                if category == .two, rules?.categories.contains(.two) == true, keyword["few"] != nil, let other = keyword["other"] {
                    parts.append("two{\(other)}")
                }
            }
        }
        for category in [PluralCategory.few, .many, .other] {
            guard let text = keyword[category.rawValue], category == .other || (rules.map { $0.categories.contains(category) } ?? true) else { continue }
            parts.append("\(category){\(text)}")
        }
        return "{\(argument), plural, " + parts.joined(separator: " ") + "}"
    }

    /// Integers up to 1000 besides `number` the language gives `category` (the first three, then "…"); empty when none.
    private func otherNumbers(of category: PluralCategory, besides number: Int) -> String {
        guard let rules else { return "" }
        let found = (0...1000).lazy.filter { $0 != number && rules.category(for: $0) == category }.prefix(4)
        guard !found.isEmpty else { return "" }
        return found.prefix(3).map(String.init).joined(separator: ", ") + (found.count > 3 ? " …" : "")
    }
}
